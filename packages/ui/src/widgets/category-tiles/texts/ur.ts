import type { TextsIn } from '../../../lib/kit-texts';
import type { categoryTilesTexts } from './en';

/** The category tiles' texts in Urdu. */
export const categoryTilesTextsUr: TextsIn<typeof categoryTilesTexts> = {
  list: 'کیٹیگریز',
  loading: 'کیٹیگریز لوڈ ہو رہی ہیں',
};
