// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productsApi } from '../api/catalogue-api';
import { shopsApi } from '../api/shops-api';
import { useShopDirectory } from './use-shop-directory';

const fresh = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, children);

const shop = (id: number, name: string) => ({
  id: `d000000${id}-0000-4000-8000-000000000000`,
  name,
  logo: null,
  followersCount: 10 - id,
  productsCount: 3,
});

describe('useShopDirectory', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the reference server for the first page of matching shops', async () => {
    const list = vi
      .spyOn(shopsApi, 'list')
      .mockResolvedValue({ shops: [shop(1, 'Karachi Kitchen Store')], page: 1, totalPages: 3 });
    const products = vi.spyOn(productsApi, 'list');
    const { result } = renderHook(() => useShopDirectory(' karachi ', 24, false), { wrapper: fresh });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual({ shops: [shop(1, 'Karachi Kitchen Store')], hasMore: true });
    expect(list).toHaveBeenCalledWith({ page: 1, perPage: 24, query: 'karachi' });
    expect(products).not.toHaveBeenCalled();
  });

  it('falls back on the legacy backend to the shops of the newest products, filtered by name', async () => {
    const list = vi.spyOn(shopsApi, 'list');
    const products = vi.spyOn(productsApi, 'list').mockResolvedValue(
      [
        ['e0000001-0000-4000-8000-000000000000', 'Saddar Mobile Mart'],
        ['e0000002-0000-4000-8000-000000000000', 'Blue Area Gadgets'],
        ['e0000001-0000-4000-8000-000000000000', 'Saddar Mobile Mart'],
      ].map(([shopId, shopName]) => ({ shopId, shopName }) as Awaited<ReturnType<typeof productsApi.list>>[number]),
    );
    const { result } = renderHook(() => useShopDirectory('gadget', 24, true), { wrapper: fresh });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual({
      // No follower count is known there: none is shown rather than a false 0.
      shops: [{ id: 'e0000002-0000-4000-8000-000000000000', name: 'Blue Area Gadgets', logo: null }],
      hasMore: false,
    });
    expect(products).toHaveBeenCalledWith({ perPage: 200 });
    expect(list).not.toHaveBeenCalled();
  });

  it('reports a failed load so the page can offer a retry', async () => {
    vi.spyOn(shopsApi, 'list').mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useShopDirectory('', 24, false), { wrapper: fresh });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.data).toBeUndefined();
  });
});
