import type { Product } from '../types';
import { sameOptionName, sizeVariantOf } from './variant-lookup';

/** The picture of a colour: its own image when the seller gave one, else the product's cover, else null. */
export function variantImage(product: Product, color: string | null | undefined): string | null {
  const own =
    color == null
      ? undefined
      : (product.colorVariants.find((variant) => sameOptionName(variant.color, color)) ?? sizeVariantOf(product, color))
          ?.image;
  return own || product.images[0] || null;
}

/**
 * Every picture of a product for its gallery: the product's own images first, then each colour's image that is not
 * already among them, in colour order. `variantImage` of any colour is always in this list (when it is not null).
 */
export function productImages(product: Product): string[] {
  const images = [...product.images];
  for (const variant of [...product.colorVariants, ...product.variants]) {
    if (variant.image && !images.includes(variant.image)) images.push(variant.image);
  }
  return images;
}
