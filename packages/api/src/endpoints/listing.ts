import { defineEndpoint } from '../core/endpoint';
import { listingAnswerSchema, listingQuerySchema } from '../wire/listing';

/**
 * `GET /listing`: one page of any listing (a category, search, a deal, a shop, or the whole catalogue), filtered,
 * sorted and paged by the reference server with a keyset cursor.
 */
export const listingPage = defineEndpoint({
  operationId: 'listing.page',
  tag: 'listing',
  method: 'get',
  path: '/listing',
  summary: 'One page of a listing, filtered and sorted, with its total and (first page) facets',
  description:
    'Source: at most one of itemsCategoryId, categoryId, shopId or deal; none lists the whole catalogue, newest ' +
    'first. query searches (within the source, if any; by relevance unless sorted). ' +
    'Filters use the storefront address keys: brand (exact), color ' +
    'and size (case-insensitive), minPrice and maxPrice (displayed price, inclusive), rating (average at least). ' +
    'Pass the previous answer’s nextCursor as cursor for the next page; facets come with the first page only. ' +
    'Bad input (a malformed id or cursor, perPage outside 1..100) answers 400 with a message.',
  query: listingQuerySchema,
  successStatus: 200,
  response: listingAnswerSchema,
  fallback: 'No Products Found',
  backends: 'reference',
});
