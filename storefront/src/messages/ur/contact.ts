import type { contact as en } from '../en/contact';
import type { Translation } from '@sauda/commerce';

/** Urdu texts of the contact page (§2.18); the keys and arguments are English's (`../en/contact.ts`). */
export const contact = {
  title: 'ہم سے رابطہ کریں - سودا',
  description: 'ای میل، فون یا رابطہ فارم کے ذریعے سودا سپورٹ سے رابطہ کریں۔',
  heading: 'ہم سے رابطہ کریں',
  subtitle: 'کسی آرڈر، واپسی یا اپنے اکاؤنٹ کے بارے میں سوال ہے؟ ہم آپ کی مدد کے لیے حاضر ہیں۔',
  details: 'رابطے کی تفصیلات',
  email: 'ای میل',
  phone: 'فون',
  address: 'پتہ',
  hours: 'سپورٹ کے اوقات',
  formHeading: 'ہمیں پیغام بھیجیں',
  vendorHeading: 'سیلرز کے لیے سپورٹ',
  vendorText: 'سودا پر فروخت کرتے ہیں؟ سیلر سینٹر میں رہنمائی، ادائیگیوں کی معلومات اور سیلرز کے لیے ایک ٹیم موجود ہے۔',
  vendorLink: 'سیلر سینٹر پر جائیں',
  sellerCentreUrl: 'https://seller.sauda.pk',
} as const satisfies Translation<typeof en>;
