import { useHistoryState } from 'wouter/use-browser-location';

/** The navigation state the cart hands to /checkout; checkout is reachable only with it (§2.7). */
export interface CheckoutEntryState {
  fromCart: true;
}

export const CHECKOUT_PATH = '/checkout';

/** The state to navigate to /checkout with. */
export const fromCartState: CheckoutEntryState = { fromCart: true };

/** Whether this page was reached from the cart (history state survives a reload of the same entry). */
export function useCameFromCart(): boolean {
  const state = useHistoryState<Partial<CheckoutEntryState> | null>();
  return state?.fromCart === true;
}
