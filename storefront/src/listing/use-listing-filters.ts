import { filtersFromQuery, type ListingFilters } from '@sauda/commerce';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { listingQueryWith } from './listing-query';

/**
 * A listing's filters, kept in the URL's query string so a filtered listing can be shared and survives a reload
 * (ARCHITECTURE §2). Changes replace the history entry rather than stacking one per click.
 */
export function useListingFilters(): [ListingFilters, (filters: ListingFilters) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => filtersFromQuery(search), [search]);
  const setFilters = useCallback(
    (next: ListingFilters) => {
      const query = listingQueryWith(search, next);
      navigate(query ? `${path}?${query}` : path, { replace: true });
    },
    [navigate, path, search],
  );
  return [filters, setFilters];
}
