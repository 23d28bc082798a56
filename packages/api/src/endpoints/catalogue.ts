import { defineEndpoint } from '../core/endpoint';
import {
  categoriesAnswerSchema,
  categoriesQuerySchema,
  itemsAnswerSchema,
  itemsQuerySchema,
  namedOptionsAnswerSchema,
} from '../wire/catalogue';

/** `GET /items`: items categories for the header and the drawer (legacy: 404 when there are none). */
export const listItems = defineEndpoint({
  operationId: 'catalogue.items',
  tag: 'catalogue',
  method: 'get',
  path: '/items',
  summary: 'Items categories (level-4 taxonomy), newest first',
  query: itemsQuerySchema,
  successStatus: 200,
  response: itemsAnswerSchema,
  fallback: 'Error fetching categories',
  emptyOn404: { itemList: [] },
});

/** `GET /category`: top-level categories with images (legacy: 404 when there are none). */
export const listCategories = defineEndpoint({
  operationId: 'catalogue.categories',
  tag: 'catalogue',
  method: 'get',
  path: '/category',
  summary: 'Top-level categories, newest first',
  query: categoriesQuerySchema,
  successStatus: 200,
  response: categoriesAnswerSchema,
  fallback: 'Error fetching categories',
  emptyOn404: { categoryList: [] },
});

/** `GET /brands`: the brand filter's options (names may repeat). */
export const listBrands = defineEndpoint({
  operationId: 'catalogue.brands',
  tag: 'catalogue',
  method: 'get',
  path: '/brands',
  summary: 'Brands for the filter panel',
  successStatus: 200,
  response: namedOptionsAnswerSchema,
  fallback: 'Error fetching brands',
});

/** `GET /colors`: the colour filter's options. */
export const listColors = defineEndpoint({
  operationId: 'catalogue.colors',
  tag: 'catalogue',
  method: 'get',
  path: '/colors',
  summary: 'Colours for the filter panel',
  successStatus: 200,
  response: namedOptionsAnswerSchema,
  fallback: 'Error fetching colors',
});

/** `GET /sizes`: the size filter's options. */
export const listSizes = defineEndpoint({
  operationId: 'catalogue.sizes',
  tag: 'catalogue',
  method: 'get',
  path: '/sizes',
  summary: 'Sizes for the filter panel',
  successStatus: 200,
  response: namedOptionsAnswerSchema,
  fallback: 'Error fetching sizes',
});
