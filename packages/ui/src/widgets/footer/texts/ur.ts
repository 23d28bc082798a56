import type { TextsIn } from '../../../lib/kit-texts';
import type { footerTexts } from './en';

/** The footer's texts in Urdu. */
export const footerTextsUr: TextsIn<typeof footerTexts> = {
  about: 'ہمارے بارے میں',
  helpful: 'مفید لنکس',
  contact: 'ہم سے رابطہ کریں',
  social: 'سوشل میڈیا',
  socialLink: (network, brandName) => `${network} پر ${brandName}`,
  email: 'ای میل',
  phone: 'فون',
  address: 'پتہ',
  copyright: (year, brandName) => `© ${year} ${brandName}۔ جملہ حقوق محفوظ ہیں۔`,
  description: (brandName) =>
    `${brandName} آن لائن خریداری کے لیے آپ کا اپنا ملٹی وینڈر ای کامرس پلیٹ فارم ہے: مختلف سیلرز کی پروڈکٹس کا وسیع انتخاب، زبردست ڈیلز، منفرد چیزیں اور آسان خریداری۔`,
  developerCredit: 'ڈیزائن اور تیاری: سودا ٹیم',
  aboutCompany: 'کمپنی کے بارے میں',
  privacyPolicy: 'پرائیویسی پالیسی',
  terms: 'شرائط و ضوابط',
  returns: 'واپسی اور ریفنڈ',
  faq: 'عمومی سوالات',
  helpAndSupport: 'مدد اور سپورٹ',
  contactUs: 'ہم سے رابطہ کریں',
  liveChat: 'لائیو چیٹ',
};
