import { sameId, type Product } from '@sauda/commerce';
import useSWR from 'swr';
import { productsApi } from '../api/catalogue-api';

/**
 * Up to `count` other products of the product's items category (newest first); none when the product has no
 * items category.
 */
export function useRelatedProducts(product: Pick<Product, 'id' | 'itemsCategoryId'>, count: number) {
  const categoryId = product.itemsCategoryId;
  return useSWR(
    categoryId ? ['related-products', categoryId, product.id, count] : null,
    async ([, itemsCategoryId, productId]) =>
      (await productsApi.list({ itemsCategoryId, perPage: count + 1 }))
        .filter((other) => !sameId(other.id, productId))
        .slice(0, count),
  );
}
