import type { DisplayedPrice, Product, Variant } from '../types';

/** Option names compare case- and space-insensitively: the wire mixes 'Red', 'red ' and 'RED'. */
export function sameOptionName(a: string, b: string): boolean {
  return a === b || a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The size variant of a colour, if the product has one. */
export function sizeVariantOf(product: Product, color: string | null | undefined): Variant | undefined {
  if (color == null) return undefined;
  return product.variants.find((variant) => sameOptionName(variant.color, color));
}

/** Only the three price fields of a variant, colour variant or size option. */
export function priceOf(option: DisplayedPrice): DisplayedPrice {
  return { price: option.price, oldPrice: option.oldPrice, discount: option.discount };
}
