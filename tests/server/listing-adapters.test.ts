import { createCall, createSend, legacyListing, referenceListing, type ListingClient } from '@sauda/api';
import type { ListingFilters, ListingPage, ListingSource } from '@sauda/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';

/**
 * The storefront's two listing adapters against the reference server, which answers both the listing call and the
 * legacy calls: for a listing the legacy calls hold whole (a category of fewer than 200 products), both show the same
 * products, total and facets for every filter and sort. Orders agree on the sort key (ties may fall either way).
 */
let server: TestServer;
let reference: ListingClient;
let legacy: ListingClient;
let category: ListingSource;

beforeAll(async () => {
  server = await startTestServer();
  const call = createCall(createSend({ baseUrl: server.url }));
  reference = referenceListing(call);
  legacy = legacyListing(call);
  const items = (await (await fetch(`${server.url}/api/v1/items?perPage=30`)).json()) as {
    itemList: { Id: string; Name: string }[];
  };
  const item = items.itemList.find((entry) => entry.Name === "Men's Kurta Shalwar");
  if (!item) throw new Error("The demo catalogue has no Men's Kurta Shalwar");
  category = { kind: 'category', itemsCategoryId: item.Id };
});
afterAll(() => server.close());

async function allPages(listing: ListingClient, filters: ListingFilters) {
  const pages: ListingPage[] = [];
  let cursor: string | null = null;
  do {
    const page: ListingPage = await listing.page({ source: category, filters, cursor });
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return pages;
}

const byValue = (facet: { value: string; count: number }[]) =>
  Object.fromEntries(facet.map((entry) => [entry.value.toLowerCase(), entry.count]));

describe('the reference and legacy listing adapters, on the same catalogue', () => {
  const cases: ListingFilters[] = [
    {},
    { sortBy: 'lowToHighPrice' },
    { sortBy: 'highToLowDiscount', minPrice: 1000, maxPrice: 6000 },
    { sortBy: 'topRated', rating: 3 },
  ];

  it.each(cases)('show the same products, total and facets: %o', async (filters) => {
    const [mine, theirs] = await Promise.all([allPages(reference, filters), allPages(legacy, filters)]);
    const ids = (pages: ListingPage[]) => pages.flatMap((page) => page.products.map((product) => product.id));
    expect(ids(mine).toSorted()).toEqual(ids(theirs).toSorted());
    expect(mine[0]?.total).toEqual(theirs[0]?.total);
    expect(mine.map((page) => page.products.length)).toEqual(theirs.map((page) => page.products.length));
    const [a, b] = [mine[0]?.facets, theirs[0]?.facets];
    expect(byValue(a?.brands ?? [])).toEqual(byValue(b?.brands ?? []));
    expect(byValue(a?.colors ?? [])).toEqual(byValue(b?.colors ?? []));
    expect(a?.price).toEqual(b?.price);
  });
});
