import type { Product } from '@sauda/commerce';
import useSWR from 'swr';
import { dealsApi, productsApi, searchApi } from '../api/catalogue-api';
import { pageRequest } from './page-request';

/** The three deal listings and their routes (§2.1). */
export const DEAL_KINDS = ['under-1500', 'superdeals', 'bundle-deals'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

/** What a listing page shows: a category, search results, a deal list or a shop's products. */
export type ListingSource =
  | { kind: 'category'; itemsCategoryId: string }
  | { kind: 'search'; query: string }
  | { kind: 'deals'; deal: DealKind }
  | { kind: 'store'; shopId: string };

function fetchListing(source: ListingSource): Promise<Product[]> {
  switch (source.kind) {
    case 'category':
      return productsApi.list({ itemsCategoryId: source.itemsCategoryId, perPage: 200 });
    case 'search':
      return searchApi.products({ query: source.query, perPage: 200 }).then((result) => result.products);
    case 'deals':
      if (source.deal === 'under-1500') return dealsApi.under1500();
      return source.deal === 'superdeals' ? dealsApi.superdeals() : dealsApi.bundleDeals();
    case 'store':
      return productsApi.list({ shopId: source.shopId, status: 'pending', perPage: 1000 });
  }
}

type ListingKey = readonly ['listing', ListingSource];
const listingKey = (source: ListingSource): ListingKey => ['listing', source];
const fetchListingKey = ([, source]: ListingKey) => fetchListing(source);

/** The products of a listing with the page sizes of §7 (category and search 200, deals and store 1000). */
export function useListingProducts(source: ListingSource | null) {
  return useSWR(source ? listingKey(source) : null, fetchListingKey, { keepPreviousData: false });
}

/** A listing's first request; `useListingProducts` with the same source picks it up. */
export const listingRequest = (source: ListingSource) => pageRequest(listingKey(source), fetchListingKey);

/** How many of the newest products 'Just For You' shows on the home page. */
export const NEWEST_COUNT = 20;
const newestKey = ['products', 'newest', NEWEST_COUNT] as const;
const fetchNewest = () => productsApi.list({ perPage: NEWEST_COUNT });

/** 'Just For You' on the home page: the newest products. */
export function useNewestProducts() {
  return useSWR(newestKey, fetchNewest);
}

/** The home page's newest products; `useNewestProducts` picks the request up. */
export const newestProductsRequest = () => pageRequest(newestKey, fetchNewest);
