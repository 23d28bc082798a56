import type { checkout as en } from '../en/checkout';
import type { Translation } from '@sauda/commerce';

/** Urdu texts of the checkout (§2.7); the keys and arguments are English's (`../en/checkout.ts`). */
export const checkout = {
  title: 'چیک آؤٹ - سودا',
  description: 'اپنا ڈیلیوری ایڈریس درج کریں اور کیش آن ڈیلیوری کے ساتھ اپنا آرڈر دیں۔',
  heading: 'چیک آؤٹ',
  yourOrder: 'آپ کا آرڈر',
  loadingAddress: 'آپ کا محفوظ کیا ہوا ایڈریس لوڈ ہو رہا ہے',
  placeOrder: 'آرڈر دیں',
  placing: 'آرڈر دیا جا رہا ہے...',
} as const satisfies Translation<typeof en>;
