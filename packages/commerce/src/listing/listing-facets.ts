import { displayedPriceValue } from '../price/displayed-price';
import type { Product } from '../types';
import { applyFilters } from './apply-filters';
import type { ListingFilters } from './listing-filters';
import type { FacetCount, ListingFacets } from './listing-page';
import { isSizeFilterAvailable } from './size-filter';

const key = (value: string) => value.trim().toLowerCase();

/** Counts each value once per product, case-insensitively, under the spelling seen first. */
class Tally {
  private readonly counts = new Map<string, FacetCount>();

  add(values: Iterable<string>): void {
    const seen = new Set<string>();
    for (const value of values) {
      const k = key(value);
      if (k === '' || seen.has(k)) continue;
      seen.add(k);
      const entry = this.counts.get(k);
      if (entry) entry.count += 1;
      else this.counts.set(k, { value: value.trim(), count: 1 });
    }
  }

  /** Most products first; equal counts by name, so the list does not shuffle between loads. */
  list(): FacetCount[] {
    return [...this.counts.values()].sort(
      (a, b) => b.count - a.count || (key(a.value) < key(b.value) ? -1 : key(a.value) > key(b.value) ? 1 : 0),
    );
  }
}

function coloursOf(product: Product): string[] {
  if (product.colorVariants.length > 0) return product.colorVariants.map((variant) => variant.color);
  return product.variants.map((variant) => variant.color);
}

function sizesOf(product: Product): string[] {
  return product.variants.flatMap((variant) => variant.sizes.map((option) => option.size));
}

/**
 * The facets of a listing held in full (the legacy backend's, filtered in the browser), counted as the reference server
 * counts them: over the products matching every filter, how many carry each brand, colour and size, and their lowest
 * and highest displayed price. Sizes are counted only where the size filter works (a fashion product in the listing).
 * Exact by construction.
 */
export function countFacets(products: readonly Product[], filters: ListingFilters): ListingFacets {
  const brands = new Tally();
  const colours = new Tally();
  const sizes = new Tally();
  const withSizes = isSizeFilterAvailable(products);
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const product of applyFilters(products, filters)) {
    brands.add([product.brand]);
    colours.add(coloursOf(product));
    if (withSizes) sizes.add(sizesOf(product));
    const price = displayedPriceValue(product);
    if (!Number.isFinite(price)) continue;
    min = Math.min(min, price);
    max = Math.max(max, price);
  }
  return {
    brands: brands.list(),
    colors: colours.list(),
    sizes: sizes.list(),
    price: min <= max ? { min, max } : null,
    exact: true,
  };
}

/** A filter list as the panel offers it, and the chosen value as that list spells it. */
export interface FacetChoice {
  options: FacetCount[];
  selected: string | undefined;
}

/**
 * The options of one filter list from a listing's facet: each value once, and the chosen value (from the address,
 * compared case-insensitively unless `matchCase`, as brands are) in the facet's own spelling, so its box shows
 * ticked. A chosen value the facet lacks is kept with a count of 0, so its box can still be cleared.
 */
export function facetChoice(
  facet: readonly FacetCount[],
  selected: string | undefined,
  { matchCase = false }: { matchCase?: boolean } = {},
): FacetChoice {
  const seen = new Set<string>();
  const options = facet.filter((entry) => {
    const k = key(entry.value);
    if (k === '' || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (selected === undefined || selected.trim() === '') return { options, selected: undefined };
  const same = matchCase ? (value: string) => value === selected : (value: string) => key(value) === key(selected);
  const match = options.find((entry) => same(entry.value));
  if (match) return { options, selected: match.value };
  return { options: [...options, { value: selected, count: 0 }], selected };
}
