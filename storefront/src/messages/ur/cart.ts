import type { cart as en } from '../en/cart';
import type { Translation } from '@sauda/commerce';

/** Urdu texts of the cart (§2.6); the keys and arguments are English's (`../en/cart.ts`). */
export const cart = {
  title: 'آپ کی کارٹ - سودا',
  description: 'اپنی کارٹ میں موجود اشیاء دیکھیں اور کیش آن ڈیلیوری کے ساتھ چیک آؤٹ کریں۔',
  heading: 'شاپنگ کارٹ',
  selectAll: 'تمام اشیاء منتخب کریں',
  summary: 'آرڈر کا خلاصہ',
  lines: 'کارٹ کی اشیاء',
  loading: 'آپ کی کارٹ لوڈ ہو رہی ہے',
  needsScripts: 'آپ کی کارٹ اسی براؤزر میں محفوظ ہے: اسے دیکھنے اور چیک آؤٹ کرنے کے لیے JavaScript آن کریں۔',
} as const satisfies Translation<typeof en>;
