import { formatCount } from '@sauda/commerce';

import type { product as en } from '../en/product';
import type { Translation } from '@sauda/commerce';

/**
 * Urdu texts of the product detail page (legacy contract §5); the buy box's own texts are the kit's. The keys and
 * arguments are English's (`../en/product.ts`).
 */
export const product = {
  title: (name: string) => `${name} - سودا`,
  description: (name: string, brand: string) =>
    `سودا پر ${brand ? `${brand} ` : ''}${name} خریدیں، پورے پاکستان میں کیش آن ڈیلیوری کے ساتھ۔`,
  loadingTitle: 'پروڈکٹ - سودا',
  loadingDescription: 'سودا پر ایک پروڈکٹ، پورے پاکستان میں کیش آن ڈیلیوری کے ساتھ۔',
  loading: 'پروڈکٹ لوڈ ہو رہا ہے...',
  notFoundTitle: 'کوئی پروڈکٹ نہیں ملا - سودا',
  notFoundDescription: 'معذرت، ہمیں یہ پروڈکٹ نہیں ملا۔',
  loadFailedTitle: 'ہم یہ پروڈکٹ لوڈ نہیں کر سکے',
  addedToCart: 'آئٹم کارٹ میں شامل کر دیا گیا!',
  reviews: 'ریویوز',
  reviewCount: (count: number) => `(${formatCount(count)})`,
  noReviews: 'ابھی تک کوئی ریویو نہیں۔ اس پروڈکٹ کا ریویو کرنے والے پہلے خریدار بنیں۔',
  loadingReviews: 'ریویوز لوڈ ہو رہے ہیں...',
  reviewsFailed: 'ہم ریویوز لوڈ نہیں کر سکے۔',
  anonymousReviewer: 'سودا خریدار',
  questionsFailed: 'ہم سوالات لوڈ نہیں کر سکے۔',
  related: 'متعلقہ پروڈکٹس',
} as const satisfies Translation<typeof en>;
