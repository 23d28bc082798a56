import type { TextsIn } from '../../../lib/kit-texts';
import { newPasswordHintUr, passwordFieldTextsUr } from '../../password-field/texts/ur';
import type { signUpFormTexts } from './en';

/** The sign-up form's texts in Urdu. */
export const signUpFormTextsUr: TextsIn<typeof signUpFormTexts> = {
  title: 'اکاؤنٹ بنائیں',
  description: 'ایک ہی اکاؤنٹ سے پورے پاکستان کے فروخت کنندگان سے خریداری کریں۔',
  name: 'پورا نام',
  email: 'ای میل',
  phone: 'فون نمبر',
  phonePlaceholder: '314XXXX910',
  password: 'پاس ورڈ',
  passwordHint: newPasswordHintUr,
  confirmPassword: 'پاس ورڈ کی تصدیق کریں',
  submit: 'اکاؤنٹ بنائیں',
  submitting: 'اکاؤنٹ بن رہا ہے...',
  haveAccount: 'پہلے سے اکاؤنٹ ہے؟',
  login: 'لاگ ان کریں',
  showPassword: passwordFieldTextsUr.show,
  hidePassword: passwordFieldTextsUr.hide,
};
