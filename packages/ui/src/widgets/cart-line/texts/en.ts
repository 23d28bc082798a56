import type { CartLineLabels } from '../cart-line';

/** The cart line's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const cartLineTexts = {
  brand: 'Brand',
  color: 'Color',
  size: 'Size',
  price: 'Price',
  oldPrice: 'Original price',
  maxQuantity: (max: number) => `You can buy at most ${max} of this item`,
  each: (price: string) => `${price} each`,
  remove: (name: string) => `Remove ${name} from cart`,
  moveToWishlist: (name: string) => `Move ${name} to wishlist`,
} satisfies Required<CartLineLabels>;
