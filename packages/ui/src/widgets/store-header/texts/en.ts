import type { StoreHeaderLabels } from '../store-header';

/**
 * The store header's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`).
 * `pending` has no default (the button keeps its text while a call is on its way).
 */
export const storeHeaderTexts = {
  follow: 'Follow',
  unfollow: 'Unfollow',
  products: 'Products',
  followers: 'Followers',
  following: 'Following',
  owner: 'Owner',
  loading: 'Loading store',
} satisfies Required<Omit<StoreHeaderLabels, 'pending'>>;
