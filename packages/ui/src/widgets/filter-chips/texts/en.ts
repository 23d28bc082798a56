import { SORT_LABELS, type FilterChip, type RatingThreshold } from '@sauda/commerce';
import type { FilterChipsLabels } from '../filter-chips';

/**
 * The filter chips' texts in English: their defaults, and the keys of their texts in any other language (`./ur.ts`).
 */
export const filterChipsTexts = {
  title: 'Selected Filters:',
  remove: (chip: FilterChip) => `Remove filter ${chip.label}`,
  none: 'None',
  rating: (rating: RatingThreshold) => `${rating} Stars & Up`,
  sorts: SORT_LABELS,
} satisfies Required<FilterChipsLabels>;
