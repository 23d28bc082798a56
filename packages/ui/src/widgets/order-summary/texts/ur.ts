import type { TextsIn } from '../../../lib/kit-texts';
import type { orderSummaryTexts } from './en';

/** The order summary's texts in Urdu. */
export const orderSummaryTextsUr: TextsIn<typeof orderSummaryTexts> = {
  title: 'آرڈر کا خلاصہ',
  subtotal: (count) => `سب ٹوٹل (${count} ${count === 1 ? 'چیز' : 'اشیاء'})`,
  shipping: 'ڈیلیوری فیس',
  discount: 'رعایت',
  total: 'کل رقم',
  checkout: (count) => `چیک آؤٹ (${count})`,
  loading: 'آرڈر کا خلاصہ لوڈ ہو رہا ہے',
};
