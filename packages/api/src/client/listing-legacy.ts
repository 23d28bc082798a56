import {
  applyFilters,
  countFacets,
  filtersToQuery,
  sortProducts,
  type ListingFilters,
  type ListingSource,
  type Product,
} from '@sauda/commerce';
import { ApiError } from '../core/api-error';
import { checkRequest } from '../core/http';
import { listingQuerySchema } from '../wire/listing';
import type { Call } from './call';
import { dealsClient, productsClient, searchClient } from './catalogue-clients';
import { listingQueryOf, type ListingClient } from './listing';

/**
 * How many products the original backend is asked for per listing (spec §7): a category and search the newest 200,
 * deals and a shop 1000, the home page's newest 20. That is all a listing can show there.
 */
export const LEGACY_LISTING_SIZES = {
  category: 200,
  'top-category': 200,
  search: 200,
  deals: 1000,
  store: 1000,
  newest: 20,
} as const satisfies Record<ListingSource['kind'], number>;

/** Options of `legacyListing`. */
export interface LegacyListingOptions {
  /**
   * How long a fetched listing answers its first page again before it is asked for anew (ms). Filters and sorts are
   * applied in the browser, so changing them must not download 1000 deals again; later pages always read the list
   * their first page came from, so the offsets stay true.
   * @default 60_000
   */
  maxAge?: number;
  /**
   * Listings kept at once (the least recently fetched goes first).
   * @default 6
   */
  keep?: number;
  /** The clock (tests). @default Date.now */
  now?: () => number;
}

interface Fetched {
  at: number;
  products: Promise<Product[]>;
  /** Filtered and sorted lists of these products, by filter query, so each page does not redo the work. */
  views: Map<string, Product[]>;
}

function sourceKey(source: ListingSource): string {
  switch (source.kind) {
    case 'category':
      return `category:${source.itemsCategoryId.toLowerCase()}`;
    case 'top-category':
      return `top-category:${source.categoryId.toLowerCase()}`;
    case 'store':
      return `store:${source.shopId.toLowerCase()}`;
    case 'search':
      return `search:${source.query}`;
    case 'deals':
      return `deals:${source.deal}`;
    case 'newest':
      return 'newest';
  }
}

/** The offset a legacy cursor stands for; anything but a whole number from 0 is refused like a bad request. */
function offsetOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (/^\d{1,9}$/.test(cursor)) return Number(cursor);
  throw new ApiError(0, 'Invalid request (listing.page): cursor: not a cursor of this listing', {
    kind: 'invalid-request',
    details: ['cursor: not a cursor of this listing'],
  });
}

/**
 * The listing read from the original backend, which has no listing call: the spec's calls and page sizes
 * (`LEGACY_LISTING_SIZES`), then `applyFilters` and `sortProducts` from `@sauda/commerce` in the browser, answered
 * like the reference server: pages of `perPage` with the offset as cursor, an exact total, and facets counted from
 * the fetched products on the first page.
 */
export function legacyListing(call: Call, options: LegacyListingOptions = {}): ListingClient {
  const { maxAge = 60_000, keep = 6, now = Date.now } = options;
  const products = productsClient(call);
  const search = searchClient(call);
  const deals = dealsClient(call);
  const fetched = new Map<string, Fetched>();

  function download(source: ListingSource): Promise<Product[]> {
    const perPage = LEGACY_LISTING_SIZES[source.kind];
    switch (source.kind) {
      case 'category':
        return products.list({ itemsCategoryId: source.itemsCategoryId, perPage });
      case 'top-category':
        return products.list({ categoryId: source.categoryId, perPage });
      case 'search':
        return search.products({ query: source.query, perPage }).then((result) => result.products);
      case 'deals':
        if (source.deal === 'under-1500') return deals.under1500({ perPage });
        return source.deal === 'superdeals' ? deals.superdeals({ perPage }) : deals.bundleDeals({ perPage });
      case 'store':
        return products.list({ shopId: source.shopId, status: 'pending', perPage });
      case 'newest':
        return products.list({ perPage });
    }
  }

  /** The listing's products: fetched again for a first page once stale, else the list already on its way. */
  function listOf(source: ListingSource, isFirstPage: boolean): Fetched {
    const key = sourceKey(source);
    const known = fetched.get(key);
    if (known && (!isFirstPage || now() - known.at < maxAge)) return known;
    const entry: Fetched = { at: now(), products: download(source), views: new Map() };
    // A failed download is not kept: the next call asks again.
    entry.products.catch(() => {
      if (fetched.get(key) === entry) fetched.delete(key);
    });
    fetched.delete(key);
    fetched.set(key, entry);
    while (fetched.size > keep) fetched.delete(fetched.keys().next().value as string);
    return entry;
  }

  function viewOf(entry: Fetched, all: Product[], filters: ListingFilters): Product[] {
    const key = filtersToQuery(filters);
    let view = entry.views.get(key);
    if (!view) {
      view = sortProducts(applyFilters(all, filters), filters.sortBy);
      entry.views.set(key, view);
    }
    return view;
  }

  return {
    page: async (request) => {
      const query = checkRequest(listingQuerySchema, listingQueryOf(request), 'listing.page');
      const offset = offsetOf(query.cursor);
      const perPage = query.perPage;
      const filters = request.filters ?? {};
      const entry = listOf(request.source, offset === 0);
      const all = await entry.products;
      const matches = viewOf(entry, all, filters);
      const end = offset + perPage;
      return {
        products: matches.slice(offset, end),
        nextCursor: end < matches.length ? String(end) : null,
        total: { count: matches.length, isExact: true },
        facets: offset === 0 ? countFacets(all, filters) : null,
      };
    },
  };
}
