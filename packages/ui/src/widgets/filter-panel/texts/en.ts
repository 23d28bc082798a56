import { formatCount, type RatingThreshold } from '@sauda/commerce';
import type { FilterPanelLabels } from '../filter-panel';

/** The filter panel's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const filterPanelTexts = {
  title: 'Filters',
  brand: 'Brand',
  color: 'Color',
  size: 'Size',
  price: 'Price',
  rating: 'Rating',
  anyOption: 'Any',
  showMore: 'Show More',
  showLess: 'Show Less',
  applyPrice: 'OK',
  minPrice: 'Minimum price',
  maxPrice: 'Maximum price',
  ratingOption: (rating: RatingThreshold) => `${rating} Stars & Up`,
  optionCount: (count: number) => `(${formatCount(count)})`,
} satisfies Required<FilterPanelLabels>;
