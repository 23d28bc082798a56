// @vitest-environment jsdom
import type { ListingPage, ListingSource, Product } from '@sauda/commerce';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { preload, SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingApi } from '../api/listing-api';
import { firstAnswer } from './first-answers';
import { answersOf, type PageAnswers } from './page-request';
import { listingRequest } from './listing-request';
import { useListing } from './use-listing';

const withCache =
  (fallback?: PageAnswers) =>
  ({ children }: { children: ReactNode }) =>
    createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0, fallback } }, children);

const product = (id: string) => ({ id, name: `Kurta ${id}` }) as Product;
const page = (ids: string[], nextCursor: string | null, count = 50): ListingPage => ({
  products: ids.map(product),
  nextCursor,
  total: { count, isExact: true },
  facets:
    nextCursor === 'c2'
      ? null
      : { brands: [{ value: 'Khaadi', count }], colors: [], sizes: [], price: null, exact: true },
});

let serial = 0;
/** A category of its own per test: SWR's preloads live for the whole file. */
const nextCategory = (): ListingSource => ({
  kind: 'category',
  itemsCategoryId: `8e9a3eb0-4897-47bf-b264-${String((serial += 1)).padStart(12, '0')}`,
});

afterEach(() => vi.restoreAllMocks());

describe('useListing', () => {
  it('shows the first page, then each next page after it, asking for none twice', async () => {
    const source = nextCategory();
    const pageOf = vi.spyOn(listingApi, 'page').mockImplementation(async ({ cursor }) => {
      if (!cursor) return page(['a', 'b'], 'c1', 5);
      return cursor === 'c1' ? page(['c', 'd'], 'c2', 5) : page(['e'], null, 5);
    });
    const { result } = renderHook(() => useListing(source, { color: 'Red' }), { wrapper: withCache() });
    await waitFor(() => expect(result.current.products?.map((p) => p.id)).toEqual(['a', 'b']));
    expect(result.current.total).toEqual({ count: 5, isExact: true });
    expect(result.current.facets?.brands).toEqual([{ value: 'Khaadi', count: 5 }]);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.products?.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.products).toHaveLength(5));
    expect(result.current.hasMore).toBe(false);
    // The first page's facets stay; the end asks for nothing more.
    expect(result.current.facets?.brands).toEqual([{ value: 'Khaadi', count: 5 }]);
    act(() => result.current.loadMore());
    expect(pageOf.mock.calls.map(([request]) => request.cursor)).toEqual([null, 'c1', 'c2']);
    expect(pageOf).toHaveBeenCalledWith({ source, filters: { color: 'Red' }, cursor: null, perPage: 24 });
  });

  it('keeps the products of the previous filters on screen until the new first page arrives', async () => {
    const source = nextCategory();
    let answer: (value: ListingPage) => void = () => undefined;
    vi.spyOn(listingApi, 'page')
      .mockResolvedValueOnce(page(['a', 'b'], null, 2))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { result, rerender } = renderHook(({ brand }) => useListing(source, { brand }), {
      wrapper: withCache(),
      initialProps: { brand: undefined as string | undefined },
    });
    await waitFor(() => expect(result.current.products).toHaveLength(2));
    expect(result.current.isRefreshing).toBe(false);
    rerender({ brand: 'Khaadi' });
    expect(result.current.products?.map((p) => p.id)).toEqual(['a', 'b']);
    expect(result.current.isRefreshing).toBe(true);
    act(() => answer(page(['b'], null, 1)));
    await waitFor(() => expect(result.current.products?.map((p) => p.id)).toEqual(['b']));
    expect(result.current.isRefreshing).toBe(false);
  });

  it('starts another source from its loading state, and lists nothing without a source', async () => {
    const first = nextCategory();
    const second = nextCategory();
    const pageOf = vi
      .spyOn(listingApi, 'page')
      .mockResolvedValueOnce(page(['a'], null, 1))
      .mockImplementationOnce(() => new Promise(() => undefined));
    const { result, rerender } = renderHook(({ source }) => useListing(source, {}), {
      wrapper: withCache(),
      initialProps: { source: first as ListingSource | null },
    });
    await waitFor(() => expect(result.current.products).toHaveLength(1));
    rerender({ source: second });
    expect(result.current.products).toBeUndefined();
    rerender({ source: null });
    expect(result.current.products).toEqual([]);
    expect(result.current.total).toEqual({ count: 0, isExact: true });
    expect(pageOf).toHaveBeenCalledTimes(2);
  });

  it('takes over a rendered page with the answer it came with, asking the server nothing', async () => {
    const source = nextCategory();
    const first = page(['a', 'b'], 'c1', 30);
    const request = listingRequest(source, { sortBy: 'topRated' });
    // What the server rendered the page with and sent along, and how the browser's entry hands it to the hook.
    const sent = await answersOf([request], async () => first);
    preload(request.key, () => firstAnswer(sent, request));
    const pageOf = vi.spyOn(listingApi, 'page');
    const { result } = renderHook(() => useListing(source, { sortBy: 'topRated' }), { wrapper: withCache(sent) });
    // The first render already shows the page (the server's HTML and the browser's first render agree).
    expect(result.current.products?.map((p) => p.id)).toEqual(['a', 'b']);
    await act(() => new Promise((settled) => setTimeout(settled, 20)));
    expect(result.current.products?.map((p) => p.id)).toEqual(['a', 'b']);
    expect(pageOf).not.toHaveBeenCalled();
  });

  it('reports a failed next page, keeps what it has, and asks again for that page only', async () => {
    const source = nextCategory();
    const pageOf = vi
      .spyOn(listingApi, 'page')
      .mockResolvedValueOnce(page(['a'], 'c1', 2))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page(['b'], null, 2));
    const { result } = renderHook(() => useListing(source, {}), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(SWRConfig, { value: { provider: () => new Map(), shouldRetryOnError: false } }, children),
    });
    await waitFor(() => expect(result.current.products).toHaveLength(1));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.products?.map((p) => p.id)).toEqual(['a']);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.products?.map((p) => p.id)).toEqual(['a', 'b']));
    expect(pageOf.mock.calls.map(([request]) => request.cursor)).toEqual([null, 'c1', 'c1']);
  });
});
