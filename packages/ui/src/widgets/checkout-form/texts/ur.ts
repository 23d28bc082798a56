import type { TextsIn } from '../../../lib/kit-texts';
import type { checkoutFormTexts } from './en';

/** The checkout form's texts in Urdu. */
export const checkoutFormTextsUr: TextsIn<typeof checkoutFormTexts> = {
  title: 'ڈیلیوری ایڈریس',
  fullName: 'پورا نام',
  country: 'ملک',
  streetAddressLine1: 'ایڈریس',
  streetAddressLine1Placeholder: 'مکان نمبر اور گلی کا نام',
  streetAddressLine2: 'فلیٹ، منزل، بلاک وغیرہ (اختیاری)',
  state: 'صوبہ',
  statePlaceholder: 'صوبہ منتخب کریں',
  city: 'شہر',
  cityPlaceholder: 'شہر منتخب کریں',
  cityHint: 'پہلے صوبہ منتخب کریں۔',
  zipCode: 'پوسٹ کوڈ (اختیاری)',
  phoneNumber: 'فون',
  phonePlaceholder: '3XXXXXXXXX',
  email: 'ای میل ایڈریس',
  submit: 'آرڈر دیں',
  submitting: 'آرڈر دیا جا رہا ہے...',
  required: 'تمام خانے پُر کرنا ضروری ہے۔',
  phoneInvalid: 'فون نمبر درست پاکستانی موبائل نمبر ہونا چاہیے (10 ہندسے، 3 سے شروع)',
};
