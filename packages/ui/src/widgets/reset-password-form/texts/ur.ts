import type { TextsIn } from '../../../lib/kit-texts';
import { newPasswordHintUr, passwordFieldTextsUr } from '../../password-field/texts/ur';
import type { resetPasswordFormTexts } from './en';

/** The reset-password form's texts in Urdu. */
export const resetPasswordFormTextsUr: TextsIn<typeof resetPasswordFormTexts> = {
  title: 'اپنا پاس ورڈ ری سیٹ کریں',
  description: 'اپنے اکاؤنٹ کے لیے نیا پاس ورڈ منتخب کریں۔',
  newPassword: 'نیا پاس ورڈ',
  passwordHint: newPasswordHintUr,
  confirmPassword: 'پاس ورڈ کی تصدیق کریں',
  submit: 'پاس ورڈ ری سیٹ کریں',
  submitting: 'ری سیٹ ہو رہا ہے...',
  backToLogin: 'واپس لاگ ان پر جائیں',
  login: 'لاگ ان پر جائیں',
  success: 'آپ کا پاس ورڈ کامیابی سے ری سیٹ ہو گیا ہے۔',
  showPassword: passwordFieldTextsUr.show,
  hidePassword: passwordFieldTextsUr.hide,
};
