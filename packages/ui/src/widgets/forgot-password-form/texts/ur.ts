import type { TextsIn } from '../../../lib/kit-texts';
import type { forgotPasswordFormTexts } from './en';

/** The forgot-password form's texts in Urdu. */
export const forgotPasswordFormTextsUr: TextsIn<typeof forgotPasswordFormTexts> = {
  title: 'پاس ورڈ بھول گئے؟',
  description: 'اپنے اکاؤنٹ کا ای میل ایڈریس درج کریں، ہم آپ کو پاس ورڈ ری سیٹ کرنے کے لیے 6 ہندسوں کا کوڈ بھیجیں گے۔',
  email: 'ای میل',
  submit: 'ری سیٹ کوڈ بھیجیں',
  submitting: 'بھیجا جا رہا ہے...',
  sent: (email) => `ہم نے ${email} پر ری سیٹ کوڈ بھیج دیا ہے۔`,
  verify: 'ری سیٹ کوڈ درج کریں',
  login: 'واپس لاگ ان پر جائیں',
};
