import type { TextsIn } from '../../../lib/kit-texts';
import type { profileSettingsTexts } from './en';

/** The profile settings' texts in Urdu. */
export const profileSettingsTextsUr: TextsIn<typeof profileSettingsTexts> = {
  title: 'پروفائل سیٹنگز',
  subtitle: 'آپ کا انداز، آپ کی سیٹنگز – اپنے پروفائل کو اپنے انداز میں ڈھالیں!',
  logout: 'لاگ آؤٹ',
  modify: 'ترمیم',
  edit: 'پروفائل میں ترمیم کریں',
  noPhoto: (name) => `${name} (ابھی کوئی تصویر نہیں)`,
  image: 'پروفائل تصویر',
  name: 'نام',
  fullName: 'پورا نام',
  email: 'ای میل',
  contact: 'رابطہ نمبر',
  save: 'محفوظ کریں',
  saving: 'محفوظ کیا جا رہا ہے...',
  cancel: 'منسوخ کریں',
};
