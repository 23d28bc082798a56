import type { ListingFilters } from './listing-filters';
import { isPriceBound, isRatingThreshold, isSortBy } from './listing-filters';

/** Query-string keys of the filters, in the order they are written. */
export const FILTER_QUERY_KEYS = ['brand', 'color', 'size', 'minPrice', 'maxPrice', 'rating', 'sortBy'] as const;
export type FilterQueryKey = (typeof FILTER_QUERY_KEYS)[number];

function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function parseBound(raw: string): number | undefined {
  if (!/^\d{1,5}$/.test(raw)) return undefined;
  const value = Number(raw);
  return isPriceBound(value) ? value : undefined;
}

/**
 * Keeps only valid filter values: non-blank names, integer price bounds 0..10000 on the step of 10 with min ≤ max
 * (otherwise both dropped), ratings 5/4/3/2 and the sort keys of `SORT_OPTIONS`.
 */
export function normaliseFilters(filters: ListingFilters): ListingFilters {
  const result: ListingFilters = {};
  if (typeof filters.brand === 'string' && filters.brand.trim() !== '') result.brand = filters.brand;
  if (typeof filters.color === 'string' && filters.color.trim() !== '') result.color = filters.color;
  if (typeof filters.size === 'string' && filters.size.trim() !== '') result.size = filters.size;
  const min = isPriceBound(filters.minPrice) ? filters.minPrice : undefined;
  const max = isPriceBound(filters.maxPrice) ? filters.maxPrice : undefined;
  if (!(min !== undefined && max !== undefined && min > max)) {
    if (min !== undefined) result.minPrice = min;
    if (max !== undefined) result.maxPrice = max;
  }
  if (isRatingThreshold(filters.rating)) result.rating = filters.rating;
  if (isSortBy(filters.sortBy)) result.sortBy = filters.sortBy;
  return result;
}

/**
 * Reads filters from a query string (with or without '?', other keys allowed). Unknown keys and bad values are
 * ignored; for a repeated key the first occurrence wins. `filtersFromQuery(filtersToQuery(f))` equals the valid `f` (`filters-to-query.ts`).
 */
export function filtersFromQuery(query: string): ListingFilters {
  const raw: Partial<Record<FilterQueryKey, string>> = {};
  const text = query.startsWith('?') ? query.slice(1) : query;
  if (text !== '') {
    for (const pair of text.split('&')) {
      const eq = pair.indexOf('=');
      const key = decode(eq === -1 ? pair : pair.slice(0, eq));
      if (key === undefined || !(FILTER_QUERY_KEYS as readonly string[]).includes(key)) continue;
      const k = key as FilterQueryKey;
      if (raw[k] !== undefined) continue;
      const value = decode(eq === -1 ? '' : pair.slice(eq + 1));
      if (value !== undefined) raw[k] = value;
    }
  }
  const rating = raw.rating !== undefined && /^\d$/.test(raw.rating) ? Number(raw.rating) : undefined;
  return normaliseFilters({
    brand: raw.brand,
    color: raw.color,
    size: raw.size,
    minPrice: raw.minPrice !== undefined ? parseBound(raw.minPrice) : undefined,
    maxPrice: raw.maxPrice !== undefined ? parseBound(raw.maxPrice) : undefined,
    rating: rating as ListingFilters['rating'],
    sortBy: raw.sortBy as ListingFilters['sortBy'],
  });
}
