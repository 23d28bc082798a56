import type { webApp as en } from '../en/web-app';
import type { Translation } from '@sauda/commerce';

/** Urdu texts of the web app manifest; the keys are English's (`../en/web-app.ts`). */
export const webApp = {
  name: 'سودا',
  description: 'سودا پاکستان کا کثیر فروش بازار ہے: بہترین ڈیلز، منفرد چیزیں اور ملک بھر میں کیش آن ڈیلیوری۔',
  search: 'تلاش',
  cart: 'کارٹ',
  orders: 'آرڈرز',
} as const satisfies Translation<typeof en>;
