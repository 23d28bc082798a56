import { formatPrice } from '../format/price';
import type { ListingFilters } from './listing-filters';
import { PRICE_RANGE } from './listing-filters';
import { SORT_LABELS } from './sort-labels';

/** What a chip stands for; the price chip covers both bounds. */
export type FilterChipKind = 'brand' | 'color' | 'size' | 'price' | 'rating' | 'sortBy';

/** One chip of the 'Selected Filters:' bar. */
export interface FilterChip {
  kind: FilterChipKind;
  label: string;
}

/** The chips of the set filters, in a fixed order (brand, colour, size, price, rating, sort). */
export function filterChips(filters: ListingFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.brand) chips.push({ kind: 'brand', label: filters.brand });
  if (filters.color) chips.push({ kind: 'color', label: filters.color });
  if (filters.size) chips.push({ kind: 'size', label: filters.size });
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    const min = filters.minPrice ?? PRICE_RANGE.min;
    const max = filters.maxPrice ?? PRICE_RANGE.max;
    chips.push({ kind: 'price', label: `${formatPrice(min)} - ${formatPrice(max)}` });
  }
  if (filters.rating !== undefined) chips.push({ kind: 'rating', label: `${filters.rating} Stars & Up` });
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

/** Sets both price bounds at once, as the slider's 'OK' button does (rounded to the step, clamped, ordered). */
export function setPriceRange(filters: ListingFilters, min: number, max: number): ListingFilters {
  const snap = (value: number, fallback: number) =>
    Number.isFinite(value)
      ? Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, Math.round(value / PRICE_RANGE.step) * PRICE_RANGE.step))
      : fallback;
  const a = snap(min, PRICE_RANGE.min);
  const b = snap(max, PRICE_RANGE.max);
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  return { ...filters, minPrice: low, maxPrice: high };
}
