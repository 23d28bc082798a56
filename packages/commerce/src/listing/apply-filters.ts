import { displayedPriceValue } from '../price/displayed-price';
import type { Product } from '../types';
import type { ListingFilters } from './listing-filters';
import { isSizeFilterAvailable } from './size-filter';

function sameText(a: string, b: string): boolean {
  return a === b || a.trim().toLowerCase() === b;
}

/** Colour against the colour variants, else against the size variants' colours (case-insensitive). */
export function productHasColor(product: Product, color: string): boolean {
  const wanted = color.trim().toLowerCase();
  if (product.colorVariants.length > 0) {
    for (const variant of product.colorVariants) if (sameText(variant.color, wanted)) return true;
    return false;
  }
  for (const variant of product.variants) if (sameText(variant.color, wanted)) return true;
  return false;
}

/** Size against the sizes of every size variant (case-insensitive). */
export function productHasSize(product: Product, size: string): boolean {
  const wanted = size.trim().toLowerCase();
  for (const variant of product.variants) {
    for (const option of variant.sizes) if (sameText(option.size, wanted)) return true;
  }
  return false;
}

/**
 * Keeps the products matching every set filter: brand by exact name, colour, size (only when the listing holds a
 * fashion product), displayed price within inclusive bounds, average rating at or above the threshold.
 * Returns a new array in the input order; `sortBy` is ignored here (see `sortProducts`).
 */
export function applyFilters(products: readonly Product[], filters: ListingFilters): Product[] {
  const { brand, color, minPrice, maxPrice, rating } = filters;
  const size = filters.size && isSizeFilterAvailable(products) ? filters.size : undefined;
  const hasBrand = brand !== undefined && brand !== '';
  const hasColor = color !== undefined && color !== '';
  const hasSize = size !== undefined && size !== '';
  const hasMin = typeof minPrice === 'number';
  const hasMax = typeof maxPrice === 'number';
  const hasRating = typeof rating === 'number';
  if (!hasBrand && !hasColor && !hasSize && !hasMin && !hasMax && !hasRating) return products.slice();

  const result: Product[] = [];
  for (const product of products) {
    if (hasBrand && product.brand !== brand) continue;
    if (hasRating && !(product.averageRating >= rating)) continue;
    if (hasMin || hasMax) {
      const price = displayedPriceValue(product);
      if (hasMin && !(price >= minPrice)) continue;
      if (hasMax && !(price <= maxPrice)) continue;
    }
    if (hasColor && !productHasColor(product, color)) continue;
    if (hasSize && !productHasSize(product, size)) continue;
    result.push(product);
  }
  return result;
}
