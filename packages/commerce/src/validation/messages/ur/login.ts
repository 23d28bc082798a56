import type { Complete } from '../../../translation';
import type * as en from '../en/login';
import type * as ur from './login';

// Login, in Urdu.
export const LOGIN_IDENTIFIER_REQUIRED_MESSAGE = 'ای میل یا فون نمبر لازمی ہے';
export const LOGIN_IDENTIFIER_INVALID_MESSAGE = 'براہ کرم درست ای میل ایڈریس یا فون نمبر درج کریں۔';

/** Fails the type check when a text of `../en/login.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
