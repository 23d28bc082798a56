import { defineEndpoint } from '../core/endpoint';
import {
  dealsQuerySchema,
  productDetailAnswerSchema,
  productIdParamsSchema,
  productListAnswerSchema,
  productListQuerySchema,
  searchAnswerSchema,
  searchQuerySchema,
} from '../wire/products';

const NO_PRODUCTS = 'No Products Found';

/** `GET /products`: the category listing and the store page (legacy: 404 when nothing matches). */
export const listProducts = defineEndpoint({
  operationId: 'products.list',
  tag: 'products',
  method: 'get',
  path: '/products',
  summary: 'List products of an items category or a shop, newest first',
  query: productListQuerySchema,
  successStatus: 200,
  response: productListAnswerSchema,
  fallback: NO_PRODUCTS,
  emptyOn404: { products: [] },
});

/** `GET /products/{id}`: one product with its variants, not wrapped. */
export const getProduct = defineEndpoint({
  operationId: 'products.get',
  tag: 'products',
  method: 'get',
  path: '/products/{id}',
  summary: 'One product with its variants, ratings and question count',
  params: productIdParamsSchema,
  successStatus: 200,
  response: productDetailAnswerSchema,
  fallback: 'Product not found',
  refusals: { 404: 'No product has this id.' },
});

/** `GET /products/search/result`: header suggestions and the search page (legacy: 404 when nothing matches). */
export const searchProducts = defineEndpoint({
  operationId: 'search.products',
  tag: 'search',
  method: 'get',
  path: '/products/search/result',
  summary: 'Search products by name or category name',
  query: searchQuerySchema,
  successStatus: 200,
  response: searchAnswerSchema,
  fallback: NO_PRODUCTS,
  emptyOn404: { products: [] },
});

const dealsDescription =
  'Legacy answers carry one entry per qualifying size variant (duplicate ids, `Sizes` instead of `variants`).';

/** `GET /products/under-1500/products`: the under-1500 deals page. */
export const under1500Deals = defineEndpoint({
  operationId: 'deals.under1500',
  tag: 'deals',
  method: 'get',
  path: '/products/under-1500/products',
  summary: 'Products priced under Rs 1500',
  description: dealsDescription,
  query: dealsQuerySchema,
  successStatus: 200,
  response: productListAnswerSchema,
  fallback: NO_PRODUCTS,
});

/** `GET /products/twenty-percent/products-with-discount`: superdeals. */
export const twentyPercentDeals = defineEndpoint({
  operationId: 'deals.superdeals',
  tag: 'deals',
  method: 'get',
  path: '/products/twenty-percent/products-with-discount',
  summary: 'Products discounted by 20 % or more (superdeals)',
  description: dealsDescription,
  query: dealsQuerySchema,
  successStatus: 200,
  response: productListAnswerSchema,
  fallback: NO_PRODUCTS,
});

/** `GET /products/fifty-percent/products-with-discount`: bundle deals. */
export const fiftyPercentDeals = defineEndpoint({
  operationId: 'deals.bundleDeals',
  tag: 'deals',
  method: 'get',
  path: '/products/fifty-percent/products-with-discount',
  summary: 'Products discounted by 50 % or more (bundle deals)',
  description: dealsDescription,
  query: dealsQuerySchema,
  successStatus: 200,
  response: productListAnswerSchema,
  fallback: NO_PRODUCTS,
});
