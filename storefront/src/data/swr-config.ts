import { isApiError } from '@sauda/api';
import type { SWRConfiguration } from 'swr';
import { handleSessionExpiry } from '../api/session-expiry';

/**
 * Retry only what may heal by itself: no answer (network) or a server error. A 4xx is the answer; retrying it
 * would only hammer the server.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind === 'network' || error.status >= 500;
}

/** The storefront's SWR defaults. When the API is down the pages show their error states and recover on retry. */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: isRetryable,
  errorRetryCount: 6,
  errorRetryInterval: 2000,
  onError: handleSessionExpiry,
};
