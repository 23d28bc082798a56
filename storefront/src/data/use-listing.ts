import {
  LISTING_PAGE_SIZE,
  type ListingFacets,
  type ListingFilters,
  type ListingPage,
  type ListingSource,
  type ListingTotal,
  type Product,
} from '@sauda/commerce';
import { useCallback, useMemo, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { fetchNewestPage, fetchPage, NEWEST, NEWEST_COUNT, pageKey, type ListingPageKey } from './listing-request';

/** What a listing without a source shows: nothing, settled. */
const NOTHING: ListingPage = { products: [], nextCursor: null, total: { count: 0, isExact: true }, facets: null };

/** Options of `useListing`. */
export interface UseListingOptions {
  /**
   * Products per page.
   * @default LISTING_PAGE_SIZE (24)
   */
  perPage?: number;
  /** How a page is fetched (its key in, the page out). @default the listing interface's `page` */
  fetcher?: (key: ListingPageKey) => Promise<ListingPage>;
}

export { NEWEST_COUNT };

/** A listing as its page reads it. */
export interface Listing {
  /** The products of the pages loaded so far, in order; undefined until the first page has answered. */
  products: Product[] | undefined;
  /** How many products match (the first page's count). */
  total: ListingTotal | undefined;
  /** The filter panel's lists with counts (from the first page). */
  facets: ListingFacets | null | undefined;
  /** Whether the server has pages after those loaded. */
  hasMore: boolean;
  /** A next page has been asked for and not yet answered. */
  isLoadingMore: boolean;
  /** The products shown are the previous filters' while the new filters' first page loads. */
  isRefreshing: boolean;
  /** The last load failed (SWR keeps retrying what may heal). */
  error: unknown;
  /** Asks for the next page, once the pages asked for so far have answered. */
  loadMore: () => void;
  /** Asks again for the pages that failed to load. */
  retry: () => void;
}

/**
 * One listing a page at a time (ARCHITECTURE §2): an SWR infinite hook over the listing interface of `@sauda/api`,
 * whose adapter (the reference server or the legacy backend) was chosen when the storefront was built. A `source` of
 * null asks for nothing and lists nothing (a search without a query). When the filters change the previous filters' products stay on screen until the new first
 * page arrives, so the grid does not flash empty; another source starts from its loading state.
 */
export function useListing(
  source: ListingSource | null,
  filters: ListingFilters,
  { perPage = LISTING_PAGE_SIZE, fetcher = fetchPage }: UseListingOptions = {},
): Listing {
  const swr = useSWRInfinite<
    ListingPage,
    unknown,
    (index: number, previous: ListingPage | null) => ListingPageKey | null
  >(
    (index, previous) => {
      if (!source) return null;
      if (index === 0) return pageKey(source, filters, null, perPage);
      return previous?.nextCursor ? pageKey(source, filters, previous.nextCursor, perPage) : null;
    },
    fetcher,
    // Loading a next page must not ask for the first one again.
    { revalidateFirstPage: false },
  );

  const sourceName = source ? JSON.stringify(source) : null;
  const [kept, setKept] = useState<{ source: string | null; pages: ListingPage[] } | undefined>(undefined);
  if (swr.data && kept?.pages !== swr.data) setKept({ source: sourceName, pages: swr.data });
  const pages = swr.data ?? (kept && kept.source === sourceName ? kept.pages : undefined);

  const { size, setSize } = swr;
  const loaded = swr.data?.length ?? 0;
  const last = swr.data?.at(-1);
  const hasMore = Boolean(last?.nextCursor);
  const isLoadingMore = swr.data !== undefined && size > loaded && swr.error === undefined;
  const loadMore = useCallback(() => {
    if (hasMore && size <= loaded) void setSize(size + 1);
  }, [hasMore, loaded, setSize, size]);
  const retry = useCallback(() => void setSize((current) => current), [setSize]);

  const products = useMemo(() => (source ? pages?.flatMap((page) => page.products) : []), [pages, source]);
  const first = source ? pages?.[0] : NOTHING;
  return {
    products,
    total: first?.total,
    facets: first?.facets,
    hasMore,
    isLoadingMore,
    isRefreshing: source !== null && swr.data === undefined && pages !== undefined,
    error: swr.error,
    loadMore,
    retry,
  };
}

/** 'Just For You' on the home page: the first page of the whole catalogue, newest first. */
export function useNewestProducts() {
  return useListing(NEWEST, {}, { perPage: NEWEST_COUNT, fetcher: fetchNewestPage });
}
