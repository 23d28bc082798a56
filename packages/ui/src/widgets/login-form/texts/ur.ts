import type { TextsIn } from '../../../lib/kit-texts';
import { passwordFieldTextsUr } from '../../password-field/texts/ur';
import type { loginFormTexts } from './en';

/** The login form's texts in Urdu. */
export const loginFormTextsUr: TextsIn<typeof loginFormTexts> = {
  title: 'لاگ ان',
  description: 'دوبارہ خوش آمدید! خریداری کرنے، آرڈرز ٹریک کرنے اور اپنی وش لسٹ دیکھنے کے لیے لاگ ان کریں۔',
  identifier: 'ای میل یا فون نمبر',
  password: 'پاس ورڈ',
  submit: 'لاگ ان کریں',
  submitting: 'لاگ ان ہو رہا ہے...',
  forgotPassword: 'پاس ورڈ بھول گئے؟',
  noAccount: 'یہاں نئے ہیں؟',
  signUp: 'اکاؤنٹ بنائیں',
  showPassword: passwordFieldTextsUr.show,
  hidePassword: passwordFieldTextsUr.hide,
};
