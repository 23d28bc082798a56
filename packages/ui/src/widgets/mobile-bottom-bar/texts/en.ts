import { badgeCountText } from '../../../primitives/badge/badge-count-text';
import type { MobileBottomBarLabels } from '../mobile-bottom-bar';

/** The bottom bar's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const mobileBottomBarTexts = {
  nav: 'Shortcuts',
  home: 'Home',
  categories: 'Categories',
  cart: 'Cart',
  cartCount: (count: number) => `${badgeCountText(count)} ${count === 1 ? 'item' : 'items'}`,
  cartWithCount: (cart: string, items: string) => `${cart}, ${items}`,
  account: 'Account',
} satisfies Required<MobileBottomBarLabels>;
