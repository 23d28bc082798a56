import type { TextsIn } from '../../../lib/kit-texts';
import { resendCountdownTextsUr } from '../../resend-countdown/texts/ur';
import type { verifyCodeFormTexts } from './en';

/** The code form's texts in Urdu. */
export const verifyCodeFormTextsUr: TextsIn<typeof verifyCodeFormTexts> = {
  title: 'اپنی ای میل کی تصدیق کریں',
  // The e-mail address follows this line.
  description: 'ہم نے 6 ہندسوں کا کوڈ اس ای میل پر بھیجا ہے:',
  code: 'تصدیقی کوڈ',
  submit: 'تصدیق کریں',
  submitting: 'تصدیق ہو رہی ہے...',
  notReceived: 'کوڈ نہیں ملا؟',
  resend: resendCountdownTextsUr.label,
  resendIn: resendCountdownTextsUr.waitingLabel,
  resent: 'نیا کوڈ بھیج دیا گیا ہے۔',
  resendFailed: 'ای میل دوبارہ نہیں بھیجی جا سکی۔ براہ کرم دوبارہ کوشش کریں۔',
};
