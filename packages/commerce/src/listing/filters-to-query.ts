import { FILTER_QUERY_KEYS, normaliseFilters } from './filters-query';
import type { ListingFilters } from './listing-filters';

function encode(value: string): string | undefined {
  try {
    return encodeURIComponent(value);
  } catch {
    return undefined; // lone surrogates cannot be written to a URL
  }
}

/**
 * Writes the set filters as a query string without the leading '?' (URLSearchParams-compatible), in a fixed key
 * order, so a filtered listing can be shared and survives a reload. Invalid values are left out.
 */
export function filtersToQuery(filters: ListingFilters): string {
  const valid = normaliseFilters(filters);
  const parts: string[] = [];
  for (const key of FILTER_QUERY_KEYS) {
    const value = valid[key];
    const encoded = value === undefined ? undefined : encode(String(value));
    if (encoded !== undefined) parts.push(`${key}=${encoded}`);
  }
  return parts.join('&');
}
