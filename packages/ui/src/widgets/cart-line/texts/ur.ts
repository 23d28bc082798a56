import type { TextsIn } from '../../../lib/kit-texts';
import type { cartLineTexts } from './en';

/** The cart line's texts in Urdu. */
export const cartLineTextsUr: TextsIn<typeof cartLineTexts> = {
  brand: 'برانڈ',
  color: 'رنگ',
  size: 'سائز',
  price: 'قیمت',
  oldPrice: 'اصل قیمت',
  maxQuantity: (max) => `آپ یہ چیز زیادہ سے زیادہ ${max} عدد خرید سکتے ہیں`,
  each: (price) => `${price} فی عدد`,
  remove: (name) => `${name} کو کارٹ سے نکالیں`,
  moveToWishlist: (name) => `${name} کو وش لسٹ میں منتقل کریں`,
};
