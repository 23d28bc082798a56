import type { CategoryTilesLabels } from '../category-tiles';

/**
 * The category tiles' texts in English: their defaults, and the keys of their texts in any other language (`./ur.ts`).
 */
export const categoryTilesTexts = {
  list: 'Categories',
  loading: 'Loading categories',
} satisfies Required<CategoryTilesLabels>;
