import type { ReviewSort } from '../../arrange-reviews';

/** Labels of the review sorts (Sauda wording). */
export const REVIEW_SORT_LABELS: Readonly<Record<ReviewSort, string>> = {
  newest: 'Newest',
  highest: 'Highest rating',
  lowest: 'Lowest rating',
  withPhotosFirst: 'With photos first',
};
