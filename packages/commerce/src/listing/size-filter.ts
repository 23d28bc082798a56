import type { Product } from '../types';
import { SIZE_FILTER_CATEGORIES } from './listing-filters';

/** True when a product's category is one for which sizes can be filtered ('fashion', 'kids fashion'). */
export function isSizeFilterCategory(categoryName: string | null | undefined): boolean {
  if (!categoryName) return false;
  const name = categoryName.trim().toLowerCase();
  return (SIZE_FILTER_CATEGORIES as readonly string[]).includes(name);
}

/** The size filter is offered, and works, only when some product of the listing is in a fashion category. */
export function isSizeFilterAvailable(products: readonly Product[]): boolean {
  for (const product of products) if (isSizeFilterCategory(product.categoryName)) return true;
  return false;
}
