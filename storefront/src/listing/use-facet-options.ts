import { facetChoice, type FacetCount, type ListingFacets, type ListingFilters } from '@sauda/commerce';
import type { FilterOptionCounts } from '@sauda/ui';
import { useMemo } from 'react';

const countsOf = (options: readonly FacetCount[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.count]));

/**
 * What the filter panel and drawer show for a listing: its facets' brands, colours and sizes with their counts, and
 * the address's filters with each chosen name as its facet spells it (the server compares colours and sizes ignoring
 * case), so the chosen box shows ticked. Until the facets arrive the lists hold only the chosen names, uncounted;
 * facets counted over a sample of a big listing show their options uncounted too.
 */
export function useFacetOptions(facets: ListingFacets | null | undefined, filters: ListingFilters) {
  return useMemo(() => {
    const brand = facetChoice(facets?.brands ?? [], filters.brand, { matchCase: true });
    const color = facetChoice(facets?.colors ?? [], filters.color);
    const size = facetChoice(facets?.sizes ?? [], filters.size);
    // Counts of a sample (a listing past the server's facet sample) would read as totals: the options show uncounted.
    const optionCounts: FilterOptionCounts | undefined = facets?.exact
      ? { brand: countsOf(brand.options), color: countsOf(color.options), size: countsOf(size.options) }
      : undefined;
    const value: ListingFilters = { ...filters };
    if (brand.selected !== undefined) value.brand = brand.selected;
    if (color.selected !== undefined) value.color = color.selected;
    if (size.selected !== undefined) value.size = size.selected;
    return {
      value,
      brands: brand.options.map((option) => option.value),
      colours: color.options.map((option) => option.value),
      sizes: size.options.map((option) => option.value),
      optionCounts,
    };
  }, [facets, filters]);
}
