import useSWR from 'swr';
import { addressesApi } from '../api/addresses-api';

/** The shopper's saved delivery address (null when none), keyed by e-mail as the call is (§7). */
export function useSavedAddress(email: string | null) {
  return useSWR(email ? ['address', email] : null, ([, key]) => addressesApi.get(key), {
    shouldRetryOnError: false,
  });
}
