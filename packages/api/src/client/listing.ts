import type { ListingFilters, ListingPage, ListingSource } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import type { ListingQuery } from '../wire/listing';

/** The page of a listing to fetch: what it lists, its filters and sort, and where to continue. */
export interface ListingRequest {
  source: ListingSource;
  filters?: ListingFilters;
  /** The previous page's `nextCursor`; none for the first page. */
  cursor?: string | null;
  /**
   * Products per page, 1..100.
   * @default LISTING_PAGE_SIZE (24)
   */
  perPage?: number;
}

/**
 * The one way the storefront reads a listing, whichever backend answers: a page at a time, with the next page's
 * cursor, the total and (first page) the facets. Two adapters implement it: `referenceListing` (the reference
 * server's `GET /listing`) and `legacyListing` (the original backend's calls, filtered in the browser).
 */
export interface ListingClient {
  page: (request: ListingRequest, options?: CallOptions) => Promise<ListingPage>;
}

/** The source's parameter of the listing call (none for the whole catalogue). */
function sourceQuery(
  source: ListingSource,
): Pick<ListingQuery, 'itemsCategoryId' | 'categoryId' | 'shopId' | 'query' | 'deal'> {
  switch (source.kind) {
    case 'category':
      return { itemsCategoryId: source.itemsCategoryId };
    case 'top-category':
      return { categoryId: source.categoryId };
    case 'store':
      return { shopId: source.shopId };
    case 'search':
      return { query: source.query };
    case 'deals':
      return { deal: source.deal };
    case 'newest':
      return {};
  }
}

/**
 * A listing request as the listing call's query: the source, the set filters under the storefront address's keys,
 * the cursor and the page size. Both adapters check it against `listingQuerySchema`, so they refuse the same input.
 */
export function listingQueryOf({ source, filters = {}, cursor, perPage }: ListingRequest): ListingQuery {
  const { brand, color, size, minPrice, maxPrice, rating, sortBy } = filters;
  return {
    ...sourceQuery(source),
    brand,
    color,
    size,
    minPrice,
    maxPrice,
    rating,
    sortBy,
    ...(cursor ? { cursor } : {}),
    ...(perPage === undefined ? {} : { perPage }),
  };
}
