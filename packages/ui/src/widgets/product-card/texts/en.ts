import type { ProductCardLabels } from '../product-card';

/** The product card's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const productCardTexts = {
  wishlist: (name: string) => `Add ${name} to wishlist`,
  unwishlist: (name: string) => `Remove ${name} from wishlist`,
  price: 'Price',
  oldPrice: 'Original price',
  discount: (percent: number) => `${percent}% off`,
} satisfies Required<ProductCardLabels>;
