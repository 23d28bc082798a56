import type { Product } from '../types';
import type { ListingFilters } from './listing-filters';

/** The option lists a filter panel offers. */
export interface FilterOptionLists {
  brands: readonly string[];
  colours: readonly string[];
  sizes: readonly string[];
}

const key = (value: string) => value.trim().toLowerCase();

function keep(options: readonly string[], present: ReadonlySet<string>, selected: string | undefined): string[] {
  const seen = new Set<string>();
  return options.filter((option) => {
    const k = key(option);
    if (seen.has(k) || !(present.has(k) || (selected !== undefined && key(selected) === k))) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Narrows the catalogue's brand, colour and size lists (the §7 calls list every shop's) to those a product of this
 * listing carries, in the lists' own order, so no option leads to an empty page. A selected option always stays,
 * so its checkbox can be cleared.
 */
export function optionsInListing(
  products: readonly Product[],
  lists: FilterOptionLists,
  filters: ListingFilters = {},
): FilterOptionLists {
  const brands = new Set<string>();
  const colours = new Set<string>();
  const sizes = new Set<string>();
  for (const product of products) {
    brands.add(key(product.brand));
    for (const variant of product.colorVariants) colours.add(key(variant.color));
    for (const variant of product.variants) {
      colours.add(key(variant.color));
      for (const option of variant.sizes) sizes.add(key(option.size));
    }
  }
  return {
    brands: keep(lists.brands, brands, filters.brand),
    colours: keep(lists.colours, colours, filters.color),
    sizes: keep(lists.sizes, sizes, filters.size),
  };
}
