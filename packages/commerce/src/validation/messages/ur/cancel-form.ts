import type { Complete } from '../../../translation';
import type * as en from '../en/cancel-form';
import type * as ur from './cancel-form';

// Cancel form: the texts of spec §5, §8 in Urdu.
export const CANCEL_ORDER_ID_INVALID_MESSAGE = 'آرڈر آئی ڈی درست نہیں۔ براہ کرم درست آرڈر آئی ڈی درج کریں۔';
export const CANCEL_SUCCESS_MESSAGE = 'آپ کے آرڈر کی منسوخی کی درخواست کامیابی سے جمع ہو گئی ہے۔';
export const CANCEL_FAILED_MESSAGE = 'منسوخی کی درخواست جمع نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔';
export const CANCEL_REASON_REQUIRED_MESSAGE = 'براہ کرم منسوخی کی وجہ درج کریں۔';

/** Fails the type check when a text of `../en/cancel-form.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
