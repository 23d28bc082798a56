import type { TextsIn } from '../../../lib/kit-texts';
import type { dealTilesTexts } from './en';

/** The deal tiles' texts in Urdu. */
export const dealTilesTextsUr: TextsIn<typeof dealTilesTexts> = {
  list: 'ڈیلز',
  superdeals: 'سپر ڈیلز',
  superdealsDescription: '20% یا اس سے زیادہ رعایت پر بہترین انتخاب',
  bundleDeals: 'بنڈل ڈیلز',
  bundleDealsDescription: 'ایک ساتھ خریدیں اور 50% یا اس سے زیادہ بچائیں',
  under1500: 'Rs 1,500 سے کم',
  under1500Description: 'روزمرہ کی چیزیں، کم قیمت میں',
};
