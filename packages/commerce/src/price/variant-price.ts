import type { DisplayedPrice, Product } from '../types';
import { priceOf, sameOptionName, sizeVariantOf } from './variant-lookup';

/** A shopper's choice on the product page; `null` where the product has no such option or none is chosen. */
export interface VariantSelection {
  color: string | null;
  size: string | null;
}

/**
 * The price of a chosen variant: the chosen colour variant (colour-variant products), or the chosen size of the
 * chosen colour (size-variant products), or the product's own price. An unknown or missing choice falls back the
 * way `displayedPrice` does (first colour, first size of the colour), so with no choice both agree.
 */
export function variantPrice(product: Product, selection: Partial<VariantSelection> = {}): DisplayedPrice {
  const { color, size } = selection;
  const firstColour = product.colorVariants[0];
  if (firstColour) {
    const chosen = color == null ? undefined : product.colorVariants.find((v) => sameOptionName(v.color, color));
    return priceOf(chosen ?? firstColour);
  }
  const variant = sizeVariantOf(product, color) ?? product.variants[0];
  if (variant) {
    const chosen = size == null ? undefined : variant.sizes.find((option) => sameOptionName(option.size, size));
    const option = chosen ?? variant.sizes[0];
    if (option) return priceOf(option);
  }
  return priceOf(product);
}
