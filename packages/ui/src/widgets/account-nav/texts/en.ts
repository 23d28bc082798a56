import type { AccountNavLabels } from '../account-nav';

/** The account navigation's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const accountNavTexts = {
  nav: 'Account',
  profile: 'Profile',
  orders: 'My Orders',
  returns: 'My Return',
  cancellations: 'My Cancellations',
  wishlist: 'Wishlist',
  followedShops: 'Followed Shops',
} satisfies Required<AccountNavLabels>;
