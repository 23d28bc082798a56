import type { FacetCount, ListingFacets, ListingPage } from '@sauda/commerce';
import type { WireListingAnswer, WireListingFacets } from '../wire/listing';
import { toProducts } from './products';

type WireFacetCount = WireListingFacets['brands'][number];

/** A facet's entries with a name, counts never below 0. */
function toFacetCounts(entries: readonly WireFacetCount[]): FacetCount[] {
  const counts: FacetCount[] = [];
  for (const entry of entries) {
    const value = entry.value?.trim();
    if (value) counts.push({ value, count: Math.max(0, entry.count ?? 0) });
  }
  return counts;
}

function toPriceBounds(price: WireListingFacets['price']): ListingFacets['price'] {
  if (!price || price.min === null || price.max === null) return null;
  return { min: Math.min(price.min, price.max), max: Math.max(price.min, price.max) };
}

/** The filter panel's lists of a listing answer; null on the pages after the first. */
export function toListingFacets(facets: WireListingFacets | null | undefined): ListingFacets | null {
  if (!facets) return null;
  return {
    brands: toFacetCounts(facets.brands),
    colors: toFacetCounts(facets.colors),
    sizes: toFacetCounts(facets.sizes),
    price: toPriceBounds(facets.price),
    exact: facets.exact ?? true,
  };
}

/**
 * A `GET /listing` answer as the storefront reads it. A missing total counts the page's own products; an empty
 * cursor means there is no next page.
 */
export function toListingPage(answer: WireListingAnswer): ListingPage {
  const products = toProducts(answer.products);
  return {
    products,
    nextCursor: answer.nextCursor ? answer.nextCursor : null,
    total: { count: Math.max(0, answer.total ?? products.length), isExact: answer.totalIsExact ?? true },
    facets: toListingFacets(answer.facets),
  };
}
