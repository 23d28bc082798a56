import { formatCount } from '@sauda/commerce';

import type { listing as en } from '../en/listing';
import type { Translation } from '@sauda/commerce';

/**
 * Urdu texts of the category, search and deal listings (§2.8); the keys and arguments are English's
 * (`../en/listing.ts`).
 */
export const listing = {
  resultCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'پروڈکٹ' : 'پروڈکٹس'}`,
  /** A total the server stopped counting at: there are at least `count`. */
  resultCountAtLeast: (count: number) => `کم از کم ${formatCount(count)} پروڈکٹس`,
  loadingMore: 'مزید پروڈکٹس لوڈ ہو رہے ہیں',
  loadMoreFailed: 'ہم مزید پروڈکٹس لوڈ نہیں کر سکے۔',
  loadFailed: 'ہم یہ پروڈکٹس لوڈ نہیں کر سکے۔ اپنا کنکشن چیک کریں؛ ہم کوشش جاری رکھیں گے۔',
  category: {
    title: (name: string) => `${name} - سودا`,
    description: (name: string) => `پورے پاکستان کے سیلرز سے ${name} کیش آن ڈیلیوری کے ساتھ خریدیں۔`,
    fallbackName: 'کیٹیگری',
  },
  search: {
    heading: (query: string) => `"${query}" کے لیے تلاش کے نتائج`,
    title: (query: string) => `"${query}" کے لیے تلاش کے نتائج - سودا`,
    description: (query: string) => `سودا پر "${query}" سے متعلق پروڈکٹس۔`,
  },
  deals: {
    'under-1500': {
      title: 'Rs 1,500 سے کم - سودا',
      description: 'پورے پاکستان کے سیلرز سے Rs 1,500 سے کم قیمت کی ہر چیز۔',
      label: 'Rs 1,500 سے کم',
    },
    superdeals: {
      title: 'سپر ڈیلز - سودا',
      description: '20% یا اس سے زیادہ رعایت پر پروڈکٹس۔',
      label: 'سپر ڈیلز',
    },
    'bundle-deals': {
      title: 'بنڈل ڈیلز - سودا',
      description: '50% یا اس سے زیادہ رعایت پر پروڈکٹس۔',
      label: 'بنڈل ڈیلز',
    },
  },
} as const satisfies Translation<typeof en>;
