import { formatPrice } from '../format/price';
import type { ListingFilters, PriceRange } from './listing-filters';
import { PRICE_RANGE } from './listing-filters';
import { ratingChipLabel } from './messages/en/filter-chips';
import { SORT_LABELS } from './messages/en/sort-labels';

/** What a chip stands for; the price chip covers both bounds. */
export type FilterChipKind = 'brand' | 'color' | 'size' | 'price' | 'rating' | 'sortBy';

/** One chip of the 'Selected Filters:' bar. */
export interface FilterChip {
  kind: FilterChipKind;
  label: string;
}

/** How the price chip reads: the slider's range an unset bound stands for, and how an amount is written. */
export interface FilterChipOptions {
  /** @default PRICE_RANGE (the spec's 0..10000) */
  priceRange?: Readonly<PriceRange>;
  /** @default formatPrice (`Rs 1,500`) */
  formatPrice?: (amount: number) => string;
}

/** The chips of the set filters, in a fixed order (brand, colour, size, price, rating, sort). */
export function filterChips(
  filters: ListingFilters,
  { priceRange = PRICE_RANGE, formatPrice: format = formatPrice }: FilterChipOptions = {},
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.brand) chips.push({ kind: 'brand', label: filters.brand });
  if (filters.color) chips.push({ kind: 'color', label: filters.color });
  if (filters.size) chips.push({ kind: 'size', label: filters.size });
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    const min = filters.minPrice ?? priceRange.min;
    const max = filters.maxPrice ?? priceRange.max;
    chips.push({ kind: 'price', label: `${format(min)} - ${format(max)}` });
  }
  if (filters.rating !== undefined) chips.push({ kind: 'rating', label: ratingChipLabel(filters.rating) });
  if (filters.sortBy) chips.push({ kind: 'sortBy', label: SORT_LABELS[filters.sortBy] });
  return chips;
}

/** Unsets what a chip stands for (both price bounds for the price chip); returns new filters. */
export function removeChip(filters: ListingFilters, kind: FilterChipKind): ListingFilters {
  const next = { ...filters };
  if (kind === 'price') {
    delete next.minPrice;
    delete next.maxPrice;
  } else {
    delete next[kind];
  }
  return next;
}

/** Checking an option sets it (replacing the previous one); checking the active option again clears it. */
export function toggleFilterOption(
  filters: ListingFilters,
  kind: 'brand' | 'color' | 'size',
  value: string,
): ListingFilters {
  if (filters[kind] === value) return removeChip(filters, kind);
  return { ...filters, [kind]: value };
}

/**
 * Sets both price bounds at once, as the slider's 'OK' button does: rounded to `range`'s step, clamped to it, ordered.
 */
export function setPriceRange(
  filters: ListingFilters,
  min: number,
  max: number,
  range: Readonly<PriceRange> = PRICE_RANGE,
): ListingFilters {
  const snap = (value: number, fallback: number) =>
    Number.isFinite(value)
      ? Math.min(range.max, Math.max(range.min, range.min + Math.round((value - range.min) / range.step) * range.step))
      : fallback;
  const a = snap(min, range.min);
  const b = snap(max, range.max);
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  return { ...filters, minPrice: low, maxPrice: high };
}
