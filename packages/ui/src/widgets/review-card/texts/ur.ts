import type { TextsIn } from '../../../lib/kit-texts';
import type { reviewCardTexts } from './en';

/** The review card's texts in Urdu. */
export const reviewCardTextsUr: TextsIn<typeof reviewCardTexts> = {
  images: 'ریویو کی تصاویر',
  openImage: (index, total) => `${total} میں سے تصویر ${index} دیکھیں`,
  imageDialogTitle: (index, total) => `${total} میں سے تصویر ${index}`,
  close: 'بند کریں',
  sellerReply: 'سیلر کا جواب',
  verifiedPurchase: 'تصدیق شدہ خریداری',
};
