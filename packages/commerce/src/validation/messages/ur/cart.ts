import type { Complete } from '../../../translation';
import type * as en from '../en/cart';
import type * as ur from './cart';

// Cart: the texts of spec §8 in Urdu.
export const MAX_QUANTITY_MESSAGE = 'آپ زیادہ سے زیادہ تعداد 3 تک پہنچ چکے ہیں!';
export const ITEM_REMOVED_FROM_CART_MESSAGE = 'آئٹم کارٹ سے ہٹا دیا گیا!';

/** Fails the type check when a text of `../en/cart.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
