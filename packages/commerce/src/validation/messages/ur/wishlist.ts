import type { Complete } from '../../../translation';
import type * as en from '../en/wishlist';
import type * as ur from './wishlist';

// Wishlist: the texts of spec §8 in Urdu.
export const WISHLIST_ALREADY_MESSAGE = 'یہ آئٹم پہلے سے وش لسٹ میں ہے!';
export const WISHLIST_ADDED_MESSAGE = 'آئٹم وش لسٹ میں شامل کر دیا گیا!';
export const WISHLIST_ADD_FAILED_MESSAGE = 'آئٹم وش لسٹ میں شامل نہیں ہو سکا';
export const WISHLIST_REMOVED_MESSAGE = 'کامیابی سے ہٹا دیا گیا';

/** Fails the type check when a text of `../en/wishlist.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
