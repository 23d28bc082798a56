import type { TextsIn } from '../../../lib/kit-texts';
import type { emptyStateTexts } from './en';

/** The empty states' texts in Urdu. */
export const emptyStateTextsUr: TextsIn<typeof emptyStateTexts> = {
  cartTitle: 'آپ کی کارٹ خالی ہے',
  cartDescription: 'ہماری کیٹیگریز دیکھیں اور بہترین ڈیلز دریافت کریں!',
  continueShopping: 'خریداری جاری رکھیں',
  noProducts: 'کوئی پروڈکٹ نہیں ملا',
  exploreCategories: 'کیٹیگریز دیکھیں',
  searchResultsDescription:
    'اوہ! ہمیں آپ کی تلاش سے ملتا جلتا کوئی پروڈکٹ نہیں ملا۔ دوسری کیٹیگریز دیکھیں یا اپنے فلٹرز تبدیل کریں۔',
  updateFilters: 'فلٹرز تبدیل کریں',
  wishlistTitle: 'آپ کی وش لسٹ میں ابھی کچھ نہیں',
  wishlistDescription: 'جو چیزیں آپ کو پسند ہیں، انہیں یہاں محفوظ کریں!',
  ordersTitle: 'کوئی آرڈر نہیں ملا',
  startShopping: 'خریداری شروع کریں',
  returnsTitle: 'ابھی تک کوئی واپسی نہیں!',
  cancellationsTitle: 'ابھی تک کوئی منسوخی نہیں!',
  followedShopsTitle: 'آپ نے ابھی تک کوئی دکان فالو نہیں کی',
  followedShopsDescription: 'اپنی پسندیدہ دکانیں فالو کریں اور ان کی نئی پروڈکٹس یہاں دیکھیں۔',
  exploreShops: 'دکانیں دیکھیں',
};
