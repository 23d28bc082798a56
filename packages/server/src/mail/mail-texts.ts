import type { Locale, Translation } from '@sauda/commerce';

/** The mails the server writes to a shopper, in English. */
const english = {
  verify: { subject: 'Verify your Sauda account', line: 'Your Sauda verification code is' },
  reset: { subject: 'Reset your Sauda password', line: 'Your Sauda password reset code is' },
  code: (line: string, code: string) =>
    `${line} ${code}. It expires in 10 minutes. If you did not ask for it, ignore this e-mail.`,
  signUpRefused: {
    subject: 'Your Sauda sign-up',
    text:
      'Someone, probably you, tried to create a Sauda account with this e-mail address, and we could not create it ' +
      'with the details given. If you already have a Sauda account, log in or reset your password. Otherwise sign up ' +
      'again with your own mobile number. If it was not you, ignore this e-mail.',
  },
};

/** The same mails in Urdu, for a shopper of the Urdu storefront. */
const urdu: Translation<typeof english> = {
  verify: { subject: 'اپنے سودا اکاؤنٹ کی تصدیق کریں', line: 'آپ کا سودا تصدیقی کوڈ یہ ہے:' },
  reset: { subject: 'اپنا سودا پاس ورڈ ری سیٹ کریں', line: 'آپ کا سودا پاس ورڈ ری سیٹ کوڈ یہ ہے:' },
  code: (line, code) =>
    `${line} ${code}۔ یہ 10 منٹ میں ختم ہو جائے گا۔ اگر آپ نے یہ کوڈ نہیں مانگا تو اس ای میل کو نظر انداز کر دیں۔`,
  signUpRefused: {
    subject: 'آپ کا سودا سائن اپ',
    text:
      'کسی نے، غالباً آپ نے، اس ای میل ایڈریس سے سودا اکاؤنٹ بنانے کی کوشش کی، لیکن دی گئی تفصیلات سے اکاؤنٹ نہیں بن ' +
      'سکا۔ اگر آپ کا پہلے سے سودا اکاؤنٹ ہے تو لاگ ان کریں یا اپنا پاس ورڈ ری سیٹ کریں۔ ورنہ اپنے موبائل نمبر کے ساتھ ' +
      'دوبارہ سائن اپ کریں۔ اگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کر دیں۔',
  },
};

export const MAIL_TEXTS: Record<Locale, Translation<typeof english>> = { en: english, ur: urdu };

/**
 * The language to write a shopper's mail in: the first language of the request's `Accept-Language` (the Urdu
 * storefront sends `ur`, a browser its own), when the server has mails in it; English otherwise.
 */
export function mailLanguage(acceptLanguage: string | undefined): Locale {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase().split('-')[0];
  return first === 'ur' ? 'ur' : 'en';
}
