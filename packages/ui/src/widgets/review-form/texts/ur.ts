import type { TextsIn } from '../../../lib/kit-texts';
import type { reviewFormTexts } from './en';

/** The review form's texts in Urdu. */
export const reviewFormTextsUr: TextsIn<typeof reviewFormTexts> = {
  heading: 'اپنا ریویو جمع کرائیں',
  rating: 'ریٹنگ',
  comment: 'آپ کا ریویو',
  commentPlaceholder: 'آپ کو اس پروڈکٹ میں کیا پسند آیا اور کیا نہیں؟',
  upload: 'تصاویر اپ لوڈ کریں',
  uploadHint: 'زیادہ سے زیادہ 3 تصاویر، ہر ایک 2 MB تک۔',
  previews: 'منتخب تصاویر',
  remove: (fileName) => `${fileName} ہٹائیں`,
  submit: 'ریویو جمع کرائیں',
  submitting: 'جمع کرایا جا رہا ہے...',
  failed: 'ریویو جمع نہیں ہو سکا۔',
};
