import type { SortBy } from '../../listing-filters';
import type { Complete } from '../../../translation';
import type * as en from '../en/sort-labels';
import type * as ur from './sort-labels';

/** Labels of the sort options, in Urdu. */
export const SORT_LABELS: Readonly<Record<SortBy, string>> = {
  lowToHighPrice: 'قیمت: کم سے زیادہ',
  highToLowPrice: 'قیمت: زیادہ سے کم',
  highToLowDiscount: 'رعایت: زیادہ سے کم',
  topRated: 'ریٹنگ: زیادہ سے کم',
};

/** Fails the type check when a text of `../en/sort-labels.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
