import type { TextsIn } from '../../../lib/kit-texts';
import type { categoryDrawerTexts } from './en';

/** The category drawer's texts in Urdu. */
export const categoryDrawerTextsUr: TextsIn<typeof categoryDrawerTexts> = {
  title: 'کیٹیگریز',
  close: 'بند کریں',
  loading: 'کیٹیگریز لوڈ ہو رہی ہیں...',
  empty: 'ابھی دکھانے کے لیے کوئی کیٹیگری نہیں۔',
};
