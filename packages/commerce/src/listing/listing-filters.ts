/** The sort options of a listing, in the order the Sort dropdown shows them. */
export const SORT_OPTIONS = ['lowToHighPrice', 'highToLowPrice', 'highToLowDiscount', 'topRated'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

/** The rating buttons: each means "this rating or higher". */
export const RATING_THRESHOLDS = [5, 4, 3, 2] as const;
export type RatingThreshold = (typeof RATING_THRESHOLDS)[number];

/** A price slider's integer range: `min` to `max` inclusive, in steps of `step`. */
export interface PriceRange {
  min: number;
  max: number;
  step: number;
}

/** The spec's price slider: integers from 0 to 10000 in steps of 10, bounds inclusive. */
export const PRICE_RANGE: Readonly<PriceRange> = { min: 0, max: 10000, step: 10 };

/** Category names (top level, compared case-insensitively) for which the size filter works. */
export const SIZE_FILTER_CATEGORIES = ['fashion', 'kids fashion'] as const;

/** How many colour and size options show before 'Show More'. */
export const OPTIONS_SHOWN_BEFORE_MORE = 5;

/** The filter state of a listing; every field starts unset. One brand, one colour and one size at a time. */
export interface ListingFilters {
  /** Exact brand name. */
  brand?: string;
  color?: string;
  size?: string;
  minPrice?: number;
  maxPrice?: number;
  rating?: RatingThreshold;
  sortBy?: SortBy;
}

/** True for one of the sort keys of `SORT_OPTIONS`. */
export function isSortBy(value: unknown): value is SortBy {
  return typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);
}

/** True for 5, 4, 3 or 2. */
export function isRatingThreshold(value: unknown): value is RatingThreshold {
  return typeof value === 'number' && (RATING_THRESHOLDS as readonly number[]).includes(value);
}

/** True for an integer slider value of `range` (the spec's 0..10000 on the step of 10 unless given). */
export function isPriceBound(value: unknown, range: Readonly<PriceRange> = PRICE_RANGE): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= range.min &&
    value <= range.max &&
    (value - range.min) % range.step === 0
  );
}
