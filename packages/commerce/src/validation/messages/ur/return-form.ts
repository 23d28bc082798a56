import type { Complete } from '../../../translation';
import type * as en from '../en/return-form';
import type * as ur from './return-form';

// Return form: the texts of spec §5, §8 in Urdu.
export const RETURN_ORDER_ID_INVALID_MESSAGE = 'آرڈر آئی ڈی کا فارمیٹ درست نہیں۔';
export const RETURN_POLICY_REQUIRED_MESSAGE = 'براہ کرم واپسی کی پالیسی سے اتفاق کریں۔';
export const RETURN_SUCCESS_MESSAGE = 'آپ کی واپسی کی درخواست کامیابی سے جمع ہو گئی ہے۔';
export const RETURN_FAILED_MESSAGE = 'واپسی کی درخواست جمع نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔';
export const RETURN_REASON_REQUIRED_MESSAGE = 'براہ کرم واپسی کی وجہ منتخب کریں۔';
export const RETURN_OTHER_REASON_REQUIRED_MESSAGE = 'براہ کرم واپسی کی وجہ بتائیں۔';

/** Fails the type check when a text of `../en/return-form.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
