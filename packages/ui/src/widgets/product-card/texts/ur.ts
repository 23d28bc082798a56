import type { TextsIn } from '../../../lib/kit-texts';
import type { productCardTexts } from './en';

/** The product card's texts in Urdu. */
export const productCardTextsUr: TextsIn<typeof productCardTexts> = {
  wishlist: (name) => `${name} کو وش لسٹ میں شامل کریں`,
  unwishlist: (name) => `${name} کو وش لسٹ سے ہٹائیں`,
  price: 'قیمت',
  oldPrice: 'اصل قیمت',
  discount: (percent) => `${percent}% رعایت`,
};
