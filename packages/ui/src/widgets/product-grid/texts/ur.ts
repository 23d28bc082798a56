import type { TextsIn } from '../../../lib/kit-texts';
import type { productGridTexts } from './en';

/** The product grid's texts in Urdu. */
export const productGridTextsUr: TextsIn<typeof productGridTexts> = {
  list: 'پروڈکٹس',
  view: 'دکھانے کا انداز',
  gridView: 'گرڈ کی صورت میں',
  listView: 'فہرست کی صورت میں',
  loading: 'پروڈکٹس لوڈ ہو رہے ہیں',
};
