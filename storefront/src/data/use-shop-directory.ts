import { useMemo } from 'react';
import useSWR from 'swr';
import { productsApi } from '../api/catalogue-api';
import { shopsApi } from '../api/shops-api';
import { isLegacyBackend } from '../store/backend';
import { directoryView, shopsFromProducts, type DirectoryView } from '../store/shop-directory';

/** The legacy fallback reads the shops of this many newest products. */
const FALLBACK_PRODUCTS = 200;

/**
 * The first `limit` shops whose name contains `query`: `GET /shops` on the reference server (most followed first);
 * on the legacy backend, which has no such call, the shops of the newest products, filtered here. The previous
 * answer stays while the next loads, so typing and 'Show more' never flash the page empty.
 */
export function useShopDirectory(query: string, limit: number, legacy = isLegacyBackend) {
  const listed = useSWR(
    legacy ? null : ['shop-directory', query.trim(), limit],
    async ([, name, perPage]): Promise<DirectoryView> => {
      const page = await shopsApi.list({ page: 1, perPage, ...(name ? { query: name } : {}) });
      return { shops: page.shops, hasMore: page.totalPages > 1 };
    },
    { keepPreviousData: true },
  );
  const newest = useSWR(legacy ? ['products', 'newest', FALLBACK_PRODUCTS] : null, () =>
    productsApi.list({ perPage: FALLBACK_PRODUCTS }),
  );
  const fallback = useMemo(
    () => (newest.data ? directoryView(shopsFromProducts(newest.data), query, limit) : undefined),
    [newest.data, query, limit],
  );
  const source = legacy ? newest : listed;
  return {
    data: legacy ? fallback : listed.data,
    error: source.error as unknown,
    isLoading: source.isLoading,
    retry: () => void source.mutate(),
  };
}
