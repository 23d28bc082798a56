import type { Complete } from '../../../translation';
import type * as en from '../en/password-reset';
import type * as ur from './password-reset';

// Password reset: the texts of spec §5, §8 in Urdu.
export const EMAIL_REQUIRED_MESSAGE = 'ای میل لازمی ہے';
export const SOMETHING_WENT_WRONG_MESSAGE = 'کچھ غلط ہو گیا';
export const PASSWORD_REQUIRED_MESSAGE = 'پاس ورڈ لازمی ہے';
export const PASSWORD_RULE_MESSAGE =
  'پاس ورڈ کم از کم 9 حروف کا ہو، کیپیٹل لیٹر سے شروع ہو اور اس میں کوئی اسپیشل کریکٹر بھی شامل ہو';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'پاس ورڈ آپس میں نہیں ملتے!';
/** The help-area reset page's wording. */
export const PASSWORDS_DO_NOT_MATCH_HELP_MESSAGE = 'پاس ورڈ آپس میں نہیں ملتے۔';
export const PASSWORD_RESET_SUCCESS_MESSAGE = 'آپ کا پاس ورڈ کامیابی سے ری سیٹ ہو گیا ہے۔';
export const RESET_FAILED_MESSAGE = 'ری سیٹ نہیں ہو سکا';
export const OTP_INVALID_MESSAGE = 'براہ کرم 6 ہندسوں کا کوڈ (OTP) درج کریں۔';
export const UNEXPECTED_ERROR_MESSAGE = 'ایک غیر متوقع خرابی پیش آ گئی۔';
export const VERIFICATION_FAILED_MESSAGE = 'تصدیق نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔';
export const RESEND_FAILED_MESSAGE = 'ای میل دوبارہ نہیں بھیجی جا سکی۔ براہ کرم دوبارہ کوشش کریں۔';

/** Fails the type check when a text of `../en/password-reset.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
