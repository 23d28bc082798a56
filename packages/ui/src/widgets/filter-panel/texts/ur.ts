import { formatCount } from '@sauda/commerce';
import type { TextsIn } from '../../../lib/kit-texts';
import type { filterPanelTexts } from './en';

/** The filter panel's texts in Urdu. */
export const filterPanelTextsUr: TextsIn<typeof filterPanelTexts> = {
  title: 'فلٹرز',
  brand: 'برانڈ',
  color: 'رنگ',
  size: 'سائز',
  price: 'قیمت',
  rating: 'ریٹنگ',
  anyOption: 'کوئی بھی',
  showMore: 'مزید دکھائیں',
  showLess: 'کم دکھائیں',
  applyPrice: 'ٹھیک ہے',
  minPrice: 'کم از کم قیمت',
  maxPrice: 'زیادہ سے زیادہ قیمت',
  ratingOption: (rating) => `${rating} ستارے اور اس سے زیادہ`,
  optionCount: (count) => `(${formatCount(count)})`,
};
