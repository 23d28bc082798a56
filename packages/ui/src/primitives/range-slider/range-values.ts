/** The limits a two-thumb range moves within. */
export interface RangeBounds {
  min: number;
  max: number;
  /** Smallest distance kept between the thumbs, in values (steps × step). */
  gap: number;
}

/**
 * The lowest and highest value thumb `index` of `range` can take: the lower thumb runs from `min` to `gap` short of
 * the upper one, the upper thumb from `gap` past the lower one to `max`. They are the thumb's `aria-valuemin` and
 * `aria-valuemax` and where Home and End take it (the WAI-ARIA multi-thumb slider pattern).
 */
export function thumbBounds(range: readonly [number, number], index: 0 | 1, { min, max, gap }: RangeBounds) {
  return index === 0
    ? ([min, Math.max(min, range[1] - gap)] as const)
    : ([Math.min(max, range[0] + gap), max] as const);
}
