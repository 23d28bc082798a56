import type { TextsIn } from '../../../lib/kit-texts';
import type { productDetailsTexts } from './en';

/** The product details' texts in Urdu. */
export const productDetailsTextsUr: TextsIn<typeof productDetailsTexts> = {
  description: 'تفصیل',
  details: 'پروڈکٹ کی تفصیلات',
  showMore: 'مزید دکھائیں',
  showLess: 'کم دکھائیں',
  empty: 'سیلر نے ابھی اس پروڈکٹ کی تفصیل نہیں لکھی۔',
};
