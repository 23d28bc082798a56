import {
  LISTING_PAGE_SIZE,
  normaliseFilters,
  type ListingFilters,
  type ListingPage,
  type ListingSource,
} from '@sauda/commerce';
import { listingApi } from '../api/listing-api';
import { firstPageRequest } from './page-request';

/**
 * The requests of a listing's pages, apart from the hook (`use-listing.ts`), so the route table can name a listing's
 * first page without bringing SWR's infinite hook into the code every page loads.
 */

/** The SWR key of one page of a listing: what it lists, its filters, the page's cursor (none first) and size. */
export type ListingPageKey = readonly ['listing', ListingSource, ListingFilters, string | null, number];

export const pageKey = (source: ListingSource, filters: ListingFilters, cursor: string | null, perPage: number) =>
  ['listing', source, normaliseFilters(filters), cursor, perPage] as const satisfies ListingPageKey;

export const fetchPage = ([, source, filters, cursor, perPage]: ListingPageKey): Promise<ListingPage> =>
  listingApi.page({ source, filters, cursor, perPage });

/** A listing's first page; `useListing` with the same source, filters and page size picks the request up. */
export const listingRequest = (
  source: ListingSource,
  filters: ListingFilters = {},
  { perPage = LISTING_PAGE_SIZE }: { perPage?: number } = {},
) => firstPageRequest(pageKey(source, filters, null, perPage), fetchPage);

/** How many of the newest products 'Just For You' shows on the home page. */
export const NEWEST_COUNT = 20;
/** The whole catalogue, newest first. */
export const NEWEST: ListingSource = { kind: 'newest' };

/**
 * A first page of the newest products without its facets: 'Just For You' has no filter panel, and the whole
 * catalogue's brands would only make the home page, which carries its answers, heavier.
 */
export const fetchNewestPage = async (key: ListingPageKey): Promise<ListingPage> => ({
  ...(await fetchPage(key)),
  facets: null,
});

/** The home page's newest products; `useNewestProducts` picks the request up. */
export const newestProductsRequest = () => firstPageRequest(pageKey(NEWEST, {}, null, NEWEST_COUNT), fetchNewestPage);
