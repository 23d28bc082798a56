import type { WishlistCardLabels } from '../wishlist-card';

/** The wishlist card's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const wishlistCardTexts = {
  remove: (name: string) => `Remove ${name} from wishlist`,
  price: 'Price',
  oldPrice: 'Original price',
} satisfies Required<WishlistCardLabels>;
