import type { Product } from '../types';

/** Products a listing page holds unless asked otherwise (the listing call's default). */
export const LISTING_PAGE_SIZE = 24;
/** The most products one listing page may hold. */
export const MAX_LISTING_PAGE_SIZE = 100;

/** How many products match a listing: exact, or at least `count` when counting stopped at a cap ('1,000+'). */
export interface ListingTotal {
  count: number;
  isExact: boolean;
}

/** One value of a filter list and how many products of the listing carry it. */
export interface FacetCount {
  value: string;
  count: number;
}

/** What the filter panel offers for a listing's current query, with counts. */
export interface ListingFacets {
  brands: FacetCount[];
  /** Display names; compare them with a chosen colour case-insensitively. */
  colors: FacetCount[];
  /** Display names; compare them with a chosen size case-insensitively. */
  sizes: FacetCount[];
  /** The lowest and highest displayed price of the matches; null when nothing matches. */
  price: { min: number; max: number } | null;
  /** False when the counts were taken over a sample (a very large listing). */
  exact: boolean;
}

/**
 * One page of a listing: its products in the listing's order, the cursor of the next page (null on the last), the
 * number of matches and, on the first page only, the facets.
 */
export interface ListingPage {
  products: Product[];
  nextCursor: string | null;
  total: ListingTotal;
  facets: ListingFacets | null;
}
