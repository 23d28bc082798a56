import { FILTER_QUERY_KEYS, filtersToQuery, type ListingFilters } from '@sauda/commerce';

/**
 * The query string of a listing after a filter change: the page's other parameters (the search page's `query`)
 * stay as they were, the filter parameters are rewritten from `filters` in their fixed order.
 */
export function listingQueryWith(search: string, filters: ListingFilters): string {
  const params = new URLSearchParams(search);
  for (const key of FILTER_QUERY_KEYS) params.delete(key);
  const others = params.toString();
  const own = filtersToQuery(filters);
  return [others, own].filter((part) => part !== '').join('&');
}
