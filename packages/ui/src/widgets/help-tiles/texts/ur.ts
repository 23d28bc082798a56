import type { TextsIn } from '../../../lib/kit-texts';
import type { helpTilesTexts } from './en';

/** The help tiles' texts in Urdu. */
export const helpTilesTextsUr: TextsIn<typeof helpTilesTexts> = {
  list: 'مدد کے موضوعات',
  trackOrder: 'آرڈر ٹریک کریں',
  trackOrderDescription: 'دیکھیں کہ آپ کا آرڈر اس وقت کہاں ہے۔',
  cancelOrder: 'آرڈر منسوخ کریں',
  cancelOrderDescription: 'آرڈر روانہ ہونے سے پہلے اسے منسوخ کریں۔',
  returnOrder: 'آرڈر واپس کریں',
  returnOrderDescription: 'ڈیلیوری کے 7 دن کے اندر کوئی چیز واپس کریں۔',
  resetPassword: 'پاس ورڈ ری سیٹ کریں',
  resetPasswordDescription: 'اپنے اکاؤنٹ تک دوبارہ رسائی حاصل کریں۔',
  account: 'میرا اکاؤنٹ',
  accountDescription: 'اپنا پروفائل اور رابطے کی تفصیلات اپ ڈیٹ کریں۔',
  contactSupport: 'سپورٹ سے رابطہ کریں',
  contactSupportDescription: 'ہماری ٹیم کو لکھیں؛ ہم کام کے دنوں میں جواب دیتے ہیں۔',
};
