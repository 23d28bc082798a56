import type { TextsIn } from '../../../lib/kit-texts';
import type { contactFormTexts } from './en';

/** The contact form's texts in Urdu. */
export const contactFormTextsUr: TextsIn<typeof contactFormTexts> = {
  name: 'نام',
  email: 'ای میل',
  message: 'پیغام',
  submit: 'پیغام بھیجیں',
  sending: 'بھیجا جا رہا ہے...',
  sent: 'شکریہ! آپ کا پیغام بھیج دیا گیا ہے۔ ہم جلد جواب دیں گے۔',
};
