import type { SortBy } from '../../listing-filters';

/**
 * Labels of the sort options (Sauda wording; the spec names only the keys). A module of their own: the code every page
 * loads reads listing addresses (`filtersFromQuery`) but shows no sort.
 */
export const SORT_LABELS: Readonly<Record<SortBy, string>> = {
  lowToHighPrice: 'Price: Low to High',
  highToLowPrice: 'Price: High to Low',
  highToLowDiscount: 'Discount: High to Low',
  topRated: 'Rating: High to Low',
};
