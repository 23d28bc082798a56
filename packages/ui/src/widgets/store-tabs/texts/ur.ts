import type { TextsIn } from '../../../lib/kit-texts';
import type { storeProfileTexts, storeTabsTexts } from './en';

/** The store tabs' texts in Urdu. */
export const storeTabsTextsUr: TextsIn<typeof storeTabsTexts> = {
  products: 'پروڈکٹس',
  profile: 'پروفائل',
  reviews: 'ریویوز',
  list: 'اسٹور کے حصے',
  reviewsPlaceholder: 'اس حصے میں ریویوز ہیں۔',
};

/** The store profile's texts in Urdu. */
export const storeProfileTextsUr: TextsIn<typeof storeProfileTexts> = {
  joined: 'شمولیت',
  joinedValue: '3+ سال',
  shippedOnTime: 'وقت پر روانگی',
  chatResponseRate: 'چیٹ پر جواب کی شرح',
  chatResponseRateValue: 'کوئی ڈیٹا نہیں',
  responseTime: 'جواب کا وقت',
  responseTimeValue: 'عموماً 10 منٹ میں',
};
