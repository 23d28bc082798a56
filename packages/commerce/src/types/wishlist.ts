import type { Id } from './ids';

/** One wishlist entry. */
export interface WishlistItem {
  /** The wishlist entry id (the wire's `WishlistId`), or the product id when absent. */
  id: Id;
  productId: Id;
  name: string;
  images: string[];
  rating: number;
  ratingsCount: number;
  price: number | null;
  oldPrice: number | null;
  color: string | null;
  size: string | null;
}
