import type { Complete } from '../../../translation';
import type * as en from '../en/filter-chips';
import type * as ur from './filter-chips';

/** The rating chip of the selected filters' bar: '4 اسٹارز اور اس سے زیادہ'. */
export function ratingChipLabel(rating: number): string {
  return `${rating} اسٹارز اور اس سے زیادہ`;
}

/** Fails the type check when a text of `../en/filter-chips.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
