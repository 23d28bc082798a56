import { badgeCountText } from '../../../primitives/badge/badge-count-text';
import type { HeaderLabels } from '../header';

/** The header's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const headerTexts = {
  sellOn: (brandName: string) => `Sell on ${brandName}`,
  policy: 'Policy',
  help: 'Help & Support',
  topLinks: 'Seller and support',
  cart: (count: number) => (count > 0 ? `Cart, ${badgeCountText(count)} ${count === 1 ? 'item' : 'items'}` : 'Cart'),
  login: 'Login',
  logout: 'Logout',
  account: 'My Account',
  wishlist: 'Wishlist',
  orders: 'Orders',
  followedShops: 'Followed Shops',
} satisfies Required<HeaderLabels>;
