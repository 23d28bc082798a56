import useSWR from 'swr';
import { productsApi } from '../api/catalogue-api';
import { preloadQuietly } from './preload-quietly';

type ProductKey = readonly ['product', string];
const productKey = (id: string): ProductKey => ['product', id];
const fetchProduct = ([, id]: ProductKey) => productsApi.get(id);

/** One product (`GET /products/{id}`); null id fetches nothing. */
export function useProduct(id: string | null) {
  return useSWR(id ? productKey(id) : null, fetchProduct, { shouldRetryOnError: false });
}

/** Starts a product's request before the product page has loaded; `useProduct(id)` picks it up. */
export function preloadProduct(id: string) {
  preloadQuietly(productKey(id), fetchProduct);
}
