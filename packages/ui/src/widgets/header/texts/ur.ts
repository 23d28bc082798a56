import { badgeCountText } from '../../../primitives/badge/badge-count-text';
import type { TextsIn } from '../../../lib/kit-texts';
import type { headerTexts } from './en';

/** The header's texts in Urdu. */
export const headerTextsUr: TextsIn<typeof headerTexts> = {
  sellOn: (brandName) => `${brandName} پر بیچیں`,
  policy: 'پالیسی',
  help: 'مدد اور سپورٹ',
  topLinks: 'فروخت کنندگان اور سپورٹ',
  cart: (count) => (count > 0 ? `کارٹ، ${badgeCountText(count)} ${count === 1 ? 'چیز' : 'اشیاء'}` : 'کارٹ'),
  login: 'لاگ ان',
  logout: 'لاگ آؤٹ',
  account: 'میرا اکاؤنٹ',
  wishlist: 'وش لسٹ',
  orders: 'آرڈرز',
  followedShops: 'فالو کی گئی دکانیں',
};
