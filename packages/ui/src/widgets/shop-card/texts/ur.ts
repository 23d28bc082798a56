import type { TextsIn } from '../../../lib/kit-texts';
import type { shopCardTexts } from './en';

/** The shop card's texts in Urdu. */
export const shopCardTextsUr: TextsIn<typeof shopCardTexts> = {
  followers: (count, text) => `${text} ${count === 1 ? 'فالوور' : 'فالوورز'}`,
  products: (count, text) => `${text} ${count === 1 ? 'پروڈکٹ' : 'پروڈکٹس'}`,
};
