import type { ShopCardLabels } from '../shop-card';

/** The shop card's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const shopCardTexts = {
  followers: (count: number, text: string) => `${text} ${count === 1 ? 'follower' : 'followers'}`,
  products: (count: number, text: string) => `${text} ${count === 1 ? 'product' : 'products'}`,
} satisfies Required<ShopCardLabels>;
