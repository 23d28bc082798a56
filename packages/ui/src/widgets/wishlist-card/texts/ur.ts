import type { TextsIn } from '../../../lib/kit-texts';
import type { wishlistCardTexts } from './en';

/** The wishlist card's texts in Urdu. */
export const wishlistCardTextsUr: TextsIn<typeof wishlistCardTexts> = {
  remove: (name) => `${name} کو وش لسٹ سے نکالیں`,
  price: 'قیمت',
  oldPrice: 'اصل قیمت',
};
