import type { TextsIn } from '../../../lib/kit-texts';
import type { followSuccessDialogTexts, loginRequiredDialogTexts } from './en';

/** The follow success dialog's texts in Urdu. */
export const followSuccessDialogTextsUr: TextsIn<typeof followSuccessDialogTexts> = {
  title: 'کامیابی',
  description: (shopName) => `اب آپ ${shopName} کو فالو کر رہے ہیں۔`,
  viewFollowedShops: 'فالو کی گئی دکانیں دیکھیں',
  close: 'بند کریں',
};

/** The login required dialog's texts in Urdu. */
export const loginRequiredDialogTextsUr: TextsIn<typeof loginRequiredDialogTexts> = {
  title: 'لاگ ان ضروری ہے',
  description: 'اس اسٹور کو فالو کرنے کے لیے براہ کرم لاگ ان کریں۔',
  cancel: 'منسوخ کریں',
  login: 'لاگ ان',
  close: 'بند کریں',
};
