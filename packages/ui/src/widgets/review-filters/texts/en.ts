import { formatCount, REVIEW_SORT_LABELS } from '@sauda/commerce';
import type { ReviewFiltersLabels } from '../review-filters';

/**
 * The review filters' texts in English: their defaults, and the keys of their texts in any other language (`./ur.ts`).
 */
export const reviewFiltersTexts = {
  sort: 'Sort reviews',
  sorts: REVIEW_SORT_LABELS,
  withPhotos: (count: number) => `With photos (${formatCount(count)})`,
} satisfies Required<ReviewFiltersLabels>;
