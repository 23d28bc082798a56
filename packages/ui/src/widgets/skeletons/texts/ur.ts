import type { TextsIn } from '../../../lib/kit-texts';
import type { skeletonsTexts } from './en';

/** What the skeletons announce, in Urdu. */
export const skeletonsTextsUr: TextsIn<typeof skeletonsTexts> = {
  loading: 'لوڈ ہو رہا ہے...',
  loadingProduct: 'پروڈکٹ لوڈ ہو رہا ہے...',
  loadingProducts: 'پروڈکٹس لوڈ ہو رہے ہیں...',
};
