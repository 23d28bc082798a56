import type { Complete } from '../../../translation';
import type * as en from '../en/profile';
import type * as ur from './profile';

// Profile: the texts of spec §5, §8 in Urdu.
export const PHONE_REQUIRED_MESSAGE = 'فون نمبر لازمی ہے';
export const PHONE_INVALID_MESSAGE = 'فون نمبر درست پاکستانی نمبر ہونا چاہیے (10 ہندسے، 3 سے شروع)';
export const PROFILE_UPDATED_MESSAGE = 'پروفائل کی تفصیلات کامیابی سے اپ ڈیٹ ہو گئیں';
export const PROFILE_UPDATE_FAILED_MESSAGE = 'پروفائل کی تفصیلات اپ ڈیٹ کرتے ہوئے خرابی پیش آئی';
/** A phone another account holds (it does not say that the number has an account). */
export const PHONE_UNAVAILABLE_MESSAGE = 'یہ فون نمبر استعمال نہیں کیا جا سکتا۔ براہ کرم کوئی دوسرا نمبر درج کریں۔';
/** A sign-up the original backend refuses for its phone (it does not say that the number has an account). */
export const SIGN_UP_NOT_POSSIBLE_MESSAGE =
  'ہم ان تفصیلات کے ساتھ اکاؤنٹ نہیں بنا سکے۔ اگر آپ کا پہلے سے اکاؤنٹ ہے تو لاگ ان کریں یا اپنا پاس ورڈ ری سیٹ کریں۔';

/** Fails the type check when a text of `../en/profile.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
