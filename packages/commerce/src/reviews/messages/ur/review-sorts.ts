import type { ReviewSort } from '../../arrange-reviews';
import type { Complete } from '../../../translation';
import type * as en from '../en/review-sorts';
import type * as ur from './review-sorts';

/** Labels of the review sorts, in Urdu. */
export const REVIEW_SORT_LABELS: Readonly<Record<ReviewSort, string>> = {
  newest: 'تازہ ترین',
  highest: 'سب سے زیادہ ریٹنگ',
  lowest: 'سب سے کم ریٹنگ',
  withPhotosFirst: 'تصاویر والے پہلے',
};

/** Fails the type check when a text of `../en/review-sorts.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
