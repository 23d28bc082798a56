import type { Complete } from '../../../translation';
import type * as en from '../en/forms';
import type * as ur from './forms';

// Search and the forms the spec gives no wording for (Sauda), in Urdu.
export const SEARCH_REQUIRED_MESSAGE = 'براہ کرم تلاش کے لیے کچھ لکھیں۔';
export const NAME_REQUIRED_MESSAGE = 'نام لازمی ہے';
export const EMAIL_INVALID_MESSAGE = 'براہ کرم درست ای میل ایڈریس درج کریں۔';
export const MESSAGE_REQUIRED_MESSAGE = 'پیغام لازمی ہے';
export const INVALID_ID_MESSAGE = 'آئی ڈی درست نہیں۔';
export const INVALID_INPUT_MESSAGE = 'درج کی گئی معلومات درست نہیں';

/** Fails the type check when a text of `../en/forms.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
