import type { Id } from './ids';

/** One line of the cart (stored under `cartItems`); carries the product id the order call needs. */
export interface CartLine {
  productId: Id;
  name: string;
  brand: string;
  color: string;
  size: string | null;
  image: string;
  price: number;
  oldPrice: number | null;
  quantity: number;
  shopId: Id;
}

/** The cart lines of one shop, as the order call expects them. */
export interface ShopCartGroup {
  shopId: Id;
  items: CartLine[];
}
