import type { review as en } from '../en/review';
import type { Translation } from '@sauda/commerce';

/** Urdu texts of the product review page (§2.22); the keys and arguments are English's (`../en/review.ts`). */
export const review = {
  title: 'ریویو لکھیں - سودا',
  description: 'دوسرے خریداروں کو بتائیں کہ آپ اس پروڈکٹ کے بارے میں کیا سوچتے ہیں۔',
  productNotFound: 'پروڈکٹ نہیں ملا۔',
  loginRequired: 'لاگ ان ضروری ہے',
  loginRequiredText: 'اس پروڈکٹ کا ریویو کرنے کے لیے براہ کرم لاگ ان کریں۔',
  login: 'لاگ ان',
  yourReview: 'آپ کا ریویو',
  viewProduct: 'پروڈکٹ دیکھیں',
  loading: 'آپ کا ریویو لوڈ ہو رہا ہے',
  forProduct: (name: string) => `${name} کا ریویو`,
  checking: 'چیک کیا جا رہا ہے کہ آیا آپ اس پروڈکٹ کا ریویو کر سکتے ہیں',
  notReceived: 'صرف وہی خریدار اس پروڈکٹ کا ریویو کر سکتے ہیں جنہیں یہ موصول ہو چکا ہو',
  notReceivedText:
    'اس پروڈکٹ والا آپ کا کوئی آرڈر ڈیلیور ہونے کے بعد آپ اس کا ریویو کر سکیں گے۔ اپنے آرڈرز "میرے آرڈرز" میں دیکھیں۔',
  myOrders: 'میرے آرڈرز',
  ratingsAndReviews: 'ریٹنگز اور ریویوز',
  noPhotoReviews: 'ابھی تک تصاویر والا کوئی ریویو نہیں۔',
} as const satisfies Translation<typeof en>;
