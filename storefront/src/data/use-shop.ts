import useSWR from 'swr';
import { shopsApi } from '../api/shops-api';

/** One shop for the store page header (`GET /shops/{id}`); null id fetches nothing. */
export function useShop(shopId: string | null) {
  return useSWR(shopId ? ['shop', shopId] : null, ([, id]) => shopsApi.get(id), { shouldRetryOnError: false });
}
