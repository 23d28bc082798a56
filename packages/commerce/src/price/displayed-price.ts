import type { DisplayedPrice, Product } from '../types';

/**
 * The price a product shows: its first colour variant, else the first size of its first size variant,
 * else its own price. Real prices live in variants; the product-level price is usually 0.
 */
export function displayedPrice(product: Product): DisplayedPrice {
  const colour = product.colorVariants[0];
  if (colour) return { price: colour.price, oldPrice: colour.oldPrice, discount: colour.discount };
  const size = product.variants[0]?.sizes[0];
  if (size) return { price: size.price, oldPrice: size.oldPrice, discount: size.discount };
  return { price: product.price, oldPrice: product.oldPrice, discount: product.discount };
}

/** Only the price of `displayedPrice`, without allocating (filters and sorts call it for every product). */
export function displayedPriceValue(product: Product): number {
  const colour = product.colorVariants[0];
  if (colour) return colour.price;
  const size = product.variants[0]?.sizes[0];
  return size ? size.price : product.price;
}

/** Only the discount (percent) of `displayedPrice`, 0 when there is none, without allocating. */
export function displayedDiscountValue(product: Product): number {
  const colour = product.colorVariants[0];
  if (colour) return colour.discount ?? 0;
  const size = product.variants[0]?.sizes[0];
  return (size ? size.discount : product.discount) ?? 0;
}

/**
 * The colour and size whose price `displayedPrice` shows: the first colour variant, else the first size of the
 * first size variant, else none. A wishlist heart on a card saves this choice.
 */
export function displayedVariant(product: Product): { color: string | null; size: string | null } {
  const colour = product.colorVariants[0];
  if (colour) return { color: colour.color, size: null };
  const variant = product.variants[0];
  return { color: variant?.color ?? null, size: variant?.sizes[0]?.size ?? null };
}
