import type { home as en } from '../en/home';
import type { Translation } from '@sauda/commerce';

/** Urdu texts of the home page; the keys and arguments are English's (`../en/home.ts`). */
export const home = {
  title: 'سودا - پاکستان کے پسندیدہ سیلرز سے خریداری کریں',
  description: 'پورے پاکستان کے سیلرز سے بہترین ڈیلز، منفرد چیزیں اور کیش آن ڈیلیوری۔',
  heading: 'سودا: پورے پاکستان کے سیلرز سے خریداری کریں',
  deals: 'ڈیلز',
  categories: 'کیٹیگری کے لحاظ سے خریداری کریں',
  justForYou: 'خاص آپ کے لیے',
  fromFollowedShops: 'آپ کی فالو کی گئی دکانوں سے',
  seeAllShops: 'تمام دکانیں دیکھیں',
} as const satisfies Translation<typeof en>;
