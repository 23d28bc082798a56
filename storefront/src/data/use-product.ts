import useSWR from 'swr';
import { productsApi } from '../api/catalogue-api';
import { pageRequest } from './page-request';

type ProductKey = readonly ['product', string];
const productKey = (id: string): ProductKey => ['product', id];
const fetchProduct = ([, id]: ProductKey) => productsApi.get(id);

/** One product (`GET /products/{id}`); null id fetches nothing. */
export function useProduct(id: string | null) {
  return useSWR(id ? productKey(id) : null, fetchProduct, { shouldRetryOnError: false });
}

/** A product page's first request; `useProduct(id)` picks it up. */
export const productRequest = (id: string) => pageRequest(productKey(id), fetchProduct);
