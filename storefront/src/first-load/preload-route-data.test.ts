// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListing } from '../data/use-listing';
import { useProduct } from '../data/use-product';
import { preloadRouteData } from './preload-route-data';
import { recordPendingFetches } from '../test-support/pending-fetch';

/** Each test uses its own ids: SWR's preloads and cache live for the whole file. */
const uuid = (n: number) => `8e9a3eb0-4897-47bf-b264-${String(n).padStart(12, '0')}`;

const product = (id: string) => ({
  Id: id,
  Name: 'Bonanza Satrangi Karandi Kurta Shalwar',
  Brand: 'Bonanza',
  Image: '',
  variants: [{ Sizes: [{ size: 'M', price: 4500, stock: 3 }] }],
});

/** What the storefront asked the server for. */
const fetches = recordPendingFetches();

describe('preloadRouteData', () => {
  it("starts a category's products at once, from either category address", async () => {
    preloadRouteData(`/men's-kurta-shalwar/${uuid(1)}`, '');
    preloadRouteData(`/category/${uuid(2)}`, '');
    const [first, second] = (await fetches.requestedOnceSent()).map((path) => new URL(path, 'http://127.0.0.1'));
    expect(first?.pathname).toBe('/api/v1/listing');
    expect(first?.searchParams.get('itemsCategoryId')).toBe(uuid(1));
    expect(first?.searchParams.get('perPage')).toBe('24');
    expect(second?.searchParams.get('itemsCategoryId')).toBe(uuid(2));
  });

  it('starts the first page of the filters and sort in the address', async () => {
    preloadRouteData(`/category/${uuid(7)}`, '?color=Red&sortBy=topRated&minPrice=500&utm=x');
    expect(await fetches.requestedOnceSent()).toEqual([
      `/api/v1/listing?itemsCategoryId=${uuid(7)}&color=Red&minPrice=500&sortBy=topRated&perPage=24`,
    ]);
  });

  it('starts the search results for the trimmed query, and nothing for an empty one', async () => {
    preloadRouteData('/search', '?query=%20lawn%20suit%20');
    preloadRouteData('/search', '?query=%20');
    expect(await fetches.requestedOnceSent()).toHaveLength(1);
    const url = new URL(fetches.requested()[0]!, 'http://127.0.0.1');
    expect(url.pathname).toBe('/api/v1/listing');
    expect(url.searchParams.get('query')).toBe('lawn suit');
  });

  it('starts a product from both product addresses, but not for a malformed id', async () => {
    preloadRouteData(`/product/Kurta/${uuid(3)}`, '');
    preloadRouteData(`/product/view/${uuid(4)}`, '');
    preloadRouteData('/product/Kurta/42', '');
    expect(await fetches.requestedOnceSent()).toEqual([`/api/v1/products/${uuid(3)}`, `/api/v1/products/${uuid(4)}`]);
  });

  it('starts the deal lists and the newest products of the home page', async () => {
    preloadRouteData('/products/superdeals', '');
    preloadRouteData('/', '');
    expect((await fetches.requestedOnceSent()).toSorted()).toEqual([
      '/api/v1/listing?deal=superdeals&perPage=24',
      '/api/v1/listing?perPage=20',
    ]);
  });

  it('asks for nothing on pages without a first request or on unknown addresses', async () => {
    preloadRouteData('/cart', '');
    preloadRouteData('/user/login', '');
    preloadRouteData('/shoes/not-a-uuid', '');
    preloadRouteData('/a/b/c', '');
    expect(await fetches.requestedOnceSent()).toEqual([]);
  });

  it("hands the request to the page's hook, which does not ask again", async () => {
    const id = uuid(5);
    fetches.mock().mockResolvedValueOnce(Response.json(product(id)));
    preloadRouteData(`/product/view/${id}`, '');
    const { result } = renderHook(() => useProduct(id));
    await waitFor(() => expect(result.current.data?.name).toBe('Bonanza Satrangi Karandi Kurta Shalwar'));
    expect(fetches.requested()).toEqual([`/api/v1/products/${id}`]);
  });

  it("leaves a failed request for the page's hook to report", async () => {
    const id = uuid(6);
    fetches.mock().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    preloadRouteData(`/category/${id}`, '');
    // The request fails before the page's code arrives: no unhandled rejection meanwhile.
    await new Promise((settled) => setTimeout(settled, 20));
    const { result } = renderHook(() => useListing({ kind: 'category', itemsCategoryId: id }, {}));
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.products).toBeUndefined();
    expect(fetches.requested()).toHaveLength(1);
  });
});
