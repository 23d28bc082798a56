import { formatCount } from '@sauda/commerce';

import type { shops as en } from '../en/shops';
import type { Translation } from '@sauda/commerce';

/** Urdu texts of the shop directory (/shop); the keys and arguments are English's (`../en/shops.ts`). */
export const shops = {
  title: 'دکانیں - سودا',
  description: 'سودا پر فروخت کرنے والی دکانیں دیکھیں اور اپنے پسندیدہ سیلرز تلاش کریں۔',
  heading: 'دکانیں',
  searchLabel: 'دکانیں تلاش کریں',
  searchPlaceholder: 'کوئی دکان تلاش کریں...',
  loading: 'دکانیں لوڈ ہو رہی ہیں...',
  showMore: 'مزید دکھائیں',
  shown: (count: number) =>
    count === 1 ? `${formatCount(count)} دکان دکھائی جا رہی ہے` : `${formatCount(count)} دکانیں دکھائی جا رہی ہیں`,
  loadFailedTitle: 'ہم دکانیں لوڈ نہیں کر سکے',
  empty: {
    title: 'کوئی دکان نہیں ملی',
    description: 'کوئی دکان آپ کی تلاش سے میل نہیں کھاتی۔ کوئی اور نام آزمائیں۔',
  },
  noShops: {
    title: 'ابھی کوئی دکان نہیں',
    description: 'جیسے جیسے سیلرز سودا میں شامل ہوں گے، ان کی دکانیں یہاں نظر آئیں گی۔',
    actions: [{ label: 'خریداری جاری رکھیں', href: '/' }],
  },
} as const satisfies Translation<typeof en>;
