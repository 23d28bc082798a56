import type { ListingFilters, PriceRange } from './listing-filters';
import { isPriceBound, isRatingThreshold, isSortBy, PRICE_RANGE } from './listing-filters';

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

function parseBound(raw: string, range: Readonly<PriceRange>): number | undefined {
  if (!/^\d{1,12}$/.test(raw)) return undefined;
  const value = Number(raw);
  return isPriceBound(value, range) ? value : undefined;
}

/**
 * Keeps only valid filter values: non-blank names, integer price bounds of `range` (the spec's 0..10000 on the step
 * of 10 unless given) with min ≤ max (otherwise both dropped), ratings 5/4/3/2 and the sort keys of `SORT_OPTIONS`.
 */
export function normaliseFilters(filters: ListingFilters, range: Readonly<PriceRange> = PRICE_RANGE): ListingFilters {
  const result: ListingFilters = {};
  if (typeof filters.brand === 'string' && filters.brand.trim() !== '') result.brand = filters.brand;
  if (typeof filters.color === 'string' && filters.color.trim() !== '') result.color = filters.color;
  if (typeof filters.size === 'string' && filters.size.trim() !== '') result.size = filters.size;
  const min = isPriceBound(filters.minPrice, range) ? filters.minPrice : undefined;
  const max = isPriceBound(filters.maxPrice, range) ? filters.maxPrice : undefined;
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
 * ignored; for a repeated key the first occurrence wins; price bounds must lie on `range`'s steps (the spec's slider
 * unless given). `filtersFromQuery(filtersToQuery(f))` equals the valid `f` (`filters-to-query.ts`).
 */
export function filtersFromQuery(query: string, range: Readonly<PriceRange> = PRICE_RANGE): ListingFilters {
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
  return normaliseFilters(
    {
      brand: raw.brand,
      color: raw.color,
      size: raw.size,
      minPrice: raw.minPrice !== undefined ? parseBound(raw.minPrice, range) : undefined,
      maxPrice: raw.maxPrice !== undefined ? parseBound(raw.maxPrice, range) : undefined,
      rating: rating as ListingFilters['rating'],
      sortBy: raw.sortBy as ListingFilters['sortBy'],
    },
    range,
  );
}
