import type { TextsIn } from '../../../lib/kit-texts';
import type { productSummaryTexts } from './en';

/** The buy box's own texts in Urdu. */
export const productSummaryTextsUr: TextsIn<typeof productSummaryTexts> = {
  brand: 'برانڈ',
  soldBy: 'فروخت کنندہ:',
  quantity: 'تعداد',
  quantityHint: (max) => `ایک آرڈر میں زیادہ سے زیادہ ${max}`,
  addToCart: 'کارٹ میں شامل کریں',
  addingToCart: 'شامل کیا جا رہا ہے...',
  buyNow: 'ابھی خریدیں',
  buyingNow: 'براہ کرم انتظار کریں...',
  wishlist: 'وش لسٹ میں شامل کریں',
  writeReview: 'ریویو لکھیں',
};
