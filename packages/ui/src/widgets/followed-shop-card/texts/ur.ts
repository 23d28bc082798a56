import type { TextsIn } from '../../../lib/kit-texts';
import type { followedShopCardTexts } from './en';

/** The followed shop card's texts in Urdu. */
export const followedShopCardTextsUr: TextsIn<typeof followedShopCardTexts> = {
  followers: (count) => `${count} ${count === 1 ? 'فالوور' : 'فالوورز'}`,
  invitation: 'اس دکان کے تازہ ترین پروڈکٹس دیکھیں۔',
};
