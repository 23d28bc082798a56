import {
  applyFilters,
  countFacets,
  sortProducts,
  type ListingFilters,
  type ListingPage,
  type ListingSource,
} from '@sauda/commerce';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../core/api-error';
import { createSend, type FetchLike } from '../core/http';
import { toProduct } from '../normalise/products';
import { wireProductSchema } from '../wire/products';
import { createCall } from './call';
import type { ListingClient } from './listing';
import { legacyListing } from './listing-legacy';
import { referenceListing } from './listing-reference';

const kurtas = '8e9a3eb0-4897-47bf-b264-00000000000a';
const bottles = '8e9a3eb0-4897-47bf-b264-00000000000b';
const brands = ['Khaadi', 'Sapphire', 'Gul Ahmed'];
const colours = ['Red', 'Blue', 'green'];

/** 70 kurtas with size variants and 5 bottles with colour variants, as the list call sends them (upper-case ids). */
const wireCatalogue = [
  ...Array.from({ length: 70 }, (_, i) => ({
    Id: `0A000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    ShopId: 'B0000000-0000-4000-8000-000000000001',
    Name: `Kurta ${i}`,
    Brand: brands[i % 3],
    CatName: 'fashion',
    ItemsCategoryId: kurtas.toUpperCase(),
    AverageRating: (i * 7) % 6,
    RatingsCount: i % 4,
    variants: [
      {
        VariantColor: colours[i % 3],
        VariantImage: null,
        Sizes: [
          { size: i % 2 ? 'M' : 'L', price: String(500 + ((i * 137) % 4000)), oldprice: '6000', discount: i % 50 },
          { size: 'XL', price: 5200, oldprice: 6000, discount: 13 },
        ],
      },
    ],
    colorVariants: [],
  })),
  ...Array.from({ length: 5 }, (_, i) => ({
    Id: `0B000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    ShopId: 'B0000000-0000-4000-8000-000000000002',
    Name: `Bottle ${i}`,
    Brand: 'Steelo',
    CatName: 'kitchen',
    ItemsCategoryId: bottles,
    AverageRating: 4,
    RatingsCount: i,
    variants: [],
    colorVariants: [
      { color: i % 2 ? 'RED' : 'Silver', image: null, price: 900 + i * 10, oldprice: 1000, discount: 10 },
    ],
  })),
];

const productsOf = (itemsCategoryId: string | null) =>
  wireCatalogue.filter((row) => itemsCategoryId === null || row.ItemsCategoryId.toLowerCase() === itemsCategoryId);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * `GET /listing` as the contract describes it, worked out with commerce's own rules over the fixture (the real
 * server does it in SQL): an opaque cursor, the total, facets on the first page only, 400 for a bad cursor.
 */
function referenceAnswer(url: URL): Response {
  const query = url.searchParams;
  const source = query.get('itemsCategoryId');
  const rows = productsOf(source);
  const products = rows.map((row) => toProduct(wireProductSchema.parse(row)));
  const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  const filters = {
    brand: query.get('brand') ?? undefined,
    color: query.get('color') ?? undefined,
    size: query.get('size') ?? undefined,
    minPrice: number('minPrice'),
    maxPrice: number('maxPrice'),
    rating: number('rating'),
    sortBy: query.get('sortBy') ?? undefined,
  } as ListingFilters;
  const matches = sortProducts(applyFilters(products, filters), filters.sortBy);
  const cursor = query.get('cursor');
  const offset = cursor === null ? 0 : Number(atob(cursor).replace('after:', ''));
  if (!Number.isInteger(offset)) return json({ message: 'Invalid cursor' }, 400);
  const perPage = Number(query.get('perPage') ?? 24);
  const page = matches.slice(offset, offset + perPage);
  const facets = countFacets(products, filters);
  return json({
    products: page.map((product) => rows[products.indexOf(product)]),
    nextCursor: offset + perPage < matches.length ? btoa(`after:${offset + perPage}`) : null,
    total: matches.length,
    totalIsExact: true,
    facets: cursor === null ? { ...facets, price: facets.price ?? null } : null,
  });
}

/** The original backend: the list, search and deals calls, nothing else. */
function legacyAnswer(url: URL): Response {
  if (url.pathname === '/api/v1/products')
    return json({ products: productsOf(url.searchParams.get('itemsCategoryId')) });
  if (url.pathname === '/api/v1/products/twenty-percent/products-with-discount') return json({ products: [] });
  if (url.pathname === '/api/v1/products/search/result') return json({ message: 'No Products Found' }, 404);
  return json({ message: 'Page Not Found' }, 404);
}

function backend(answer: (url: URL) => Response) {
  const fetch = vi.fn<FetchLike>(async (input) => answer(new URL(input)));
  const call = createCall(createSend({ baseUrl: 'http://api.test', fetch }));
  const urls = () => fetch.mock.calls.map(([input]) => decodeURIComponent(input.replace('http://api.test', '')));
  return { call, fetch, urls };
}

/** Every page of a listing, following the cursor to the end. */
async function allPages(listing: ListingClient, source: ListingSource, filters: ListingFilters, perPage?: number) {
  const pages: ListingPage[] = [];
  let cursor: string | null = null;
  do {
    const page: ListingPage = await listing.page({ source, filters, cursor, perPage });
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 20);
  return pages;
}

/** What a shopper sees of the pages: the cards in order, the total, the first page's facets. */
const seen = (pages: ListingPage[]) => ({
  ids: pages.map((page) => page.products.map((product) => product.id)),
  totals: pages.map((page) => page.total),
  facets: pages.map((page) => page.facets),
  last: pages.at(-1)?.nextCursor,
});

const category: ListingSource = { kind: 'category', itemsCategoryId: kurtas };

describe('the two listing adapters', () => {
  const cases: [string, ListingFilters][] = [
    ['no filter, newest first', {}],
    ['a brand, price low to high', { brand: 'Khaadi', sortBy: 'lowToHighPrice' }],
    ['a colour in another case, price high to low', { color: 'GREEN', sortBy: 'highToLowPrice' }],
    [
      'a size and a price range, by discount',
      { size: 'm', minPrice: 1000, maxPrice: 3000, sortBy: 'highToLowDiscount' },
    ],
    ['a rating, top rated', { rating: 3, sortBy: 'topRated' }],
    ['nothing matches', { brand: 'Nobody' }],
  ];

  it.each(cases)('answer the same pages: %s', async (_, filters) => {
    const reference = referenceListing(backend(referenceAnswer).call);
    const legacy = legacyListing(backend(legacyAnswer).call);
    const expected = await allPages(reference, category, filters);
    const got = await allPages(legacy, category, filters);
    expect(seen(got)).toEqual(seen(expected));
    expect(got.at(-1)?.nextCursor).toBeNull();
    // Every match comes once, in pages of 24.
    const ids = got.flatMap((page) => page.products.map((product) => product.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(got[0]!.total.count);
    for (const page of got.slice(0, -1)) expect(page.products).toHaveLength(24);
  });

  it('give the first page the facets with counts, and no facets after it', async () => {
    const legacy = legacyListing(backend(legacyAnswer).call);
    const [first, second] = await allPages(legacy, category, { brand: 'Khaadi' }, 10);
    expect(second?.facets).toBeNull();
    // Counted over the matches of every filter, as the reference server counts them.
    expect(first?.facets?.brands).toEqual([{ value: 'Khaadi', count: 24 }]);
    expect(first?.facets?.colors).toEqual([{ value: 'Red', count: 24 }]);
    expect(first?.facets?.sizes.map((size) => size.value).sort()).toEqual(['L', 'M', 'XL']);
    // The displayed price is the first size's: 500 + (i × 137 mod 4000) over the Khaadi kurtas.
    expect(first?.facets?.price).toEqual({ min: 500, max: 4309 });
    expect(first?.total).toEqual({ count: 24, isExact: true });
  });
});

describe('referenceListing', () => {
  it('asks GET /listing with the source, the filters under the address keys, the cursor and the page size', async () => {
    const server = backend(referenceAnswer);
    const listing = referenceListing(server.call);
    const filters: ListingFilters = { color: 'Red', rating: 2, sortBy: 'topRated' };
    const first = await listing.page({ source: category, filters, perPage: 5 });
    expect(first.nextCursor).toEqual(expect.any(String));
    await listing.page({ source: category, filters, cursor: first.nextCursor, perPage: 5 });
    await listing.page({ source: { kind: 'deals', deal: 'superdeals' }, perPage: 12 });
    await listing.page({ source: { kind: 'search', query: 'lawn & silk' } });
    await listing.page({ source: { kind: 'newest' }, perPage: 20 });
    expect(server.urls()).toEqual([
      `/api/v1/listing?itemsCategoryId=${kurtas}&color=Red&rating=2&sortBy=topRated&perPage=5`,
      `/api/v1/listing?itemsCategoryId=${kurtas}&color=Red&rating=2&sortBy=topRated&cursor=${first.nextCursor}&perPage=5`,
      '/api/v1/listing?deal=superdeals&perPage=12',
      '/api/v1/listing?query=lawn+&+silk&perPage=24',
      '/api/v1/listing?perPage=20',
    ]);
  });

  it('reads a capped total, a page without facets and entries it cannot show', async () => {
    const listing = referenceListing(
      backend(() =>
        json({
          products: [{ Id: 'ABC', Name: 'Kurta', Price: '1200' }],
          nextCursor: '',
          total: 10000,
          totalIsExact: false,
          facets: {
            brands: [
              { value: ' Khaadi ', count: 3 },
              { value: null, count: 2 },
              { value: '', count: 1 },
            ],
            colors: [{ value: 'red', count: '4' }],
            sizes: [{ value: 42, count: 1 }],
            price: { min: 900, max: 500 },
            exact: false,
          },
        }),
      ).call,
    );
    const page = await listing.page({ source: { kind: 'newest' } });
    expect(page.products.map((product) => [product.id, product.price])).toEqual([['abc', 1200]]);
    expect(page.nextCursor).toBeNull();
    expect(page.total).toEqual({ count: 10000, isExact: false });
    expect(page.facets).toEqual({
      brands: [{ value: 'Khaadi', count: 3 }],
      colors: [{ value: 'red', count: 4 }],
      sizes: [{ value: '42', count: 1 }],
      price: { min: 500, max: 900 },
      exact: false,
    });
  });

  it('refuses a bad page size before sending, and carries the server’s 400 message', async () => {
    const server = backend(referenceAnswer);
    const listing = referenceListing(server.call);
    const tooMany = await listing.page({ source: category, perPage: 101 }).catch((error: unknown) => error);
    expect(isApiError(tooMany) && tooMany.kind).toBe('invalid-request');
    const notUuid = await listing
      .page({ source: { kind: 'category', itemsCategoryId: 'kurtas' } })
      .catch((error: unknown) => error);
    expect(isApiError(notUuid) && notUuid.kind).toBe('invalid-request');
    expect(server.fetch).not.toHaveBeenCalled();
    const badCursor = await listing.page({ source: category, cursor: 'bm9wZQ' }).catch((error: unknown) => error);
    expect(isApiError(badCursor) && [badCursor.status, badCursor.message]).toEqual([400, 'Invalid cursor']);
  });
});

describe('legacyListing', () => {
  it('downloads a listing once with the spec’s page size, whatever the page, filter or sort', async () => {
    const server = backend(legacyAnswer);
    const listing = legacyListing(server.call);
    await allPages(listing, category, {});
    await allPages(listing, category, { sortBy: 'lowToHighPrice', color: 'Red' });
    await listing.page({ source: { kind: 'deals', deal: 'superdeals' } });
    await listing.page({ source: { kind: 'search', query: 'lawn & silk' } });
    await listing.page({ source: { kind: 'store', shopId: bottles } });
    await listing.page({ source: { kind: 'newest' } });
    expect(server.urls()).toEqual([
      `/api/v1/products?perPage=200&itemsCategoryId=${kurtas}`,
      '/api/v1/products/twenty-percent/products-with-discount?perPage=1000',
      '/api/v1/products/search/result?query=lawn+&+silk&perPage=200',
      `/api/v1/products?perPage=1000&status=pending&shopId=${bottles}`,
      '/api/v1/products?perPage=20',
    ]);
  });

  it('asks again for a first page once its list is older than maxAge, never for a later page', async () => {
    let clock = 0;
    const server = backend(legacyAnswer);
    const listing = legacyListing(server.call, { maxAge: 1000, now: () => clock });
    const first = await listing.page({ source: category });
    clock = 5000;
    await listing.page({ source: category, cursor: first.nextCursor });
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await listing.page({ source: category });
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('reads the legacy 404 as an empty listing and asks again after a failure', async () => {
    let fail = true;
    const server = backend((url) => {
      if (fail) return json({ message: 'Internal server error' }, 500);
      return legacyAnswer(url);
    });
    const listing = legacyListing(server.call);
    await expect(listing.page({ source: category })).rejects.toMatchObject({ status: 500 });
    fail = false;
    expect((await listing.page({ source: category })).total.count).toBe(70);
    const none = await listing.page({ source: { kind: 'search', query: 'zzz' } });
    expect(none).toEqual({
      products: [],
      nextCursor: null,
      total: { count: 0, isExact: true },
      facets: { brands: [], colors: [], sizes: [], price: null, exact: true },
    });
  });

  it('refuses a cursor that is not one of its offsets', async () => {
    const listing = legacyListing(backend(legacyAnswer).call);
    const error = await listing.page({ source: category, cursor: 'bm9wZQ' }).catch((reason: unknown) => reason);
    expect(isApiError(error) && error.kind).toBe('invalid-request');
  });
});
