import type { account as en } from '../en/account';
import type { Translation } from '@sauda/commerce';

/** Urdu texts of the account area (§2.10–2.16, §2.21); the keys and arguments are English's (`../en/account.ts`). */
export const account = {
  orders: {
    title: 'میرے آرڈرز - سودا',
    description: 'آپ کے آرڈرز اور ان کی موجودہ صورتحال۔',
    heading: 'میرے آرڈرز',
    loading: 'آپ کے آرڈرز لوڈ ہو رہے ہیں',
  },
  orderDetails: {
    title: 'آرڈر کی تفصیلات - سودا',
    description: 'آپ نے کیا آرڈر کیا، وہ کہاں پہنچے گا اور اس کی کتنی قیمت ہے۔',
    heading: 'آرڈر کی تفصیلات',
    back: 'میرے آرڈرز پر واپس جائیں',
    notFound: 'ہمیں یہ آرڈر نہیں ملا۔',
  },
  orderPlaced: {
    title: 'آرڈر دے دیا گیا - سودا',
    description: 'آپ کا آرڈر دے دیا گیا ہے: اس کا نمبر، ڈیلیوری پر ادا کی جانے والی رقم اور آگے کیا ہوگا۔',
    heading: 'شکریہ! آپ کا آرڈر دے دیا گیا ہے۔',
    subtitle: 'آرڈر پہنچنے پر آپ نقد ادائیگی کریں گے۔ اسے میرے آرڈرز سے ٹریک، منسوخ یا واپس کریں۔',
    notFound: 'ہمیں یہ آرڈر آپ کے آرڈرز میں نہیں ملا۔',
    myOrders: 'میرے آرڈرز پر جائیں',
  },
  returns: {
    title: 'میری واپسیاں - سودا',
    description: 'آپ کی واپسی کی درخواستیں اور ان کی صورتحال۔',
    heading: 'میری واپسیاں',
    subtitle: 'واپس بھیجی گئی اشیاء کو ٹریک کریں۔',
    requestReturn: 'آرڈر واپس کریں',
    loading: 'آپ کی واپسیاں لوڈ ہو رہی ہیں',
  },
  cancellations: {
    title: 'میری منسوخیاں - سودا',
    description: 'آپ کی منسوخی کی درخواستیں، اور آرڈر منسوخ کرنے کا فارم۔',
    heading: 'میری منسوخیاں',
    subtitle: 'منسوخ شدہ آرڈرز اور ان کے ریفنڈ۔',
    formHeading: 'میرا آرڈر منسوخ کریں',
    loading: 'آپ کی منسوخیاں لوڈ ہو رہی ہیں',
  },
  wishlist: {
    title: 'آپ کی وش لسٹ - سودا',
    description: 'وہ پروڈکٹس جو آپ نے بعد کے لیے محفوظ کیے۔',
    heading: 'آپ کی وش لسٹ',
    loading: 'آپ کی وش لسٹ لوڈ ہو رہی ہے',
  },
  followedShops: {
    title: 'فالو کی گئی دکانیں - سودا',
    description: 'سودا پر وہ دکانیں جنہیں آپ فالو کرتے ہیں۔',
    heading: 'آپ کی فالو کی گئی دکانیں',
    search: 'کوئی دکان تلاش کریں...',
    searchLabel: 'فالو کی گئی دکانیں تلاش کریں',
    loading: 'فالو کی گئی دکانیں لوڈ ہو رہی ہیں...',
    noMatch: (query: string) => `فالو کی گئی کوئی دکان "${query}" سے میل نہیں کھاتی۔`,
  },
  profile: {
    title: 'پروفائل سیٹنگز - سودا',
    description: 'آپ کا انداز، آپ کی سیٹنگز \u2013 اپنے پروفائل کو اپنے انداز میں ڈھالیں!',
    loading: 'آپ کا پروفائل لوڈ ہو رہا ہے',
  },
  liteMode: {
    heading: 'لائٹ موڈ',
    description:
      'چھوٹی تصویریں، اور کوئی چیز تب تک لوڈ نہیں ہوتی جب تک آپ اس تک اسکرول نہ کریں: سست کنکشن یا چھوٹے ڈیٹا پیکج کے لیے۔',
    useOnDevice: 'اس ڈیوائس پر لائٹ موڈ استعمال کریں',
    dataSaverOn: 'آپ کے براؤزر کا ڈیٹا سیور آن ہے، اس لیے لائٹ موڈ بھی آن ہے۔',
    downloaded: (total: string) => `سودا کھولنے کے بعد سے ڈاؤن لوڈ ہونے والی تصویریں: ${total}۔`,
    downloadedWithLite: (total: string, lite: string, saved: string) =>
      `سودا کھولنے کے بعد سے ڈاؤن لوڈ ہونے والی تصویریں: ${total}، جن میں سے لائٹ: ${lite}۔ لائٹ موڈ نے تقریباً ${saved} کی بچت کی (لائٹ تصویر پوری تصویر کے تقریباً آدھے سائز کی ہوتی ہے)۔`,
  },
} as const satisfies Translation<typeof en>;
