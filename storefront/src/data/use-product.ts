import useSWR from 'swr';
import { productsApi } from '../api/catalogue-api';

/** One product (`GET /products/{id}`); null id fetches nothing. */
export function useProduct(id: string | null) {
  return useSWR(id ? ['product', id] : null, ([, key]) => productsApi.get(key), { shouldRetryOnError: false });
}
