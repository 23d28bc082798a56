import { useHistoryState } from 'wouter/use-browser-location';

/**
 * What the code page hands to /user/reset-password: the e-mail and the verified code, which the server requires as
 * `resetCode` (ARCHITECTURE §5.3). Kept in navigation state, never in the address or storage.
 */
export interface ResetEntryState {
  email: string;
  resetCode: string;
}

/** The reset page's entry state, or null when the page was opened without going through the code step. */
export function useResetEntry(): ResetEntryState | null {
  const state = useHistoryState<Partial<ResetEntryState> | null>();
  return state?.email && state.resetCode ? { email: state.email, resetCode: state.resetCode } : null;
}
