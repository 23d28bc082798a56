import { badgeCountText } from '../../../primitives/badge/badge-count-text';
import type { TextsIn } from '../../../lib/kit-texts';
import type { mobileBottomBarTexts } from './en';

/** The bottom bar's texts in Urdu. */
export const mobileBottomBarTextsUr: TextsIn<typeof mobileBottomBarTexts> = {
  nav: 'فوری لنکس',
  home: 'ہوم',
  categories: 'کیٹیگریز',
  cart: 'کارٹ',
  cartCount: (count) => `${badgeCountText(count)} ${count === 1 ? 'چیز' : 'اشیاء'}`,
  cartWithCount: (cart, items) => `${cart}، ${items}`,
  account: 'اکاؤنٹ',
};
