import type { FollowedShopCardLabels } from '../followed-shop-card';

/**
 * The followed shop card's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`).
 */
export const followedShopCardTexts = {
  followers: (count: number) => `${count} followers`,
  invitation: 'Explore the latest products from this shop.',
} satisfies Required<FollowedShopCardLabels>;
