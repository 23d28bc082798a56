import type { CategoryDrawerLabels } from '../category-drawer';

/**
 * The category drawer's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`).
 */
export const categoryDrawerTexts = {
  title: 'Categories',
  close: 'Close',
  loading: 'Loading categories...',
  empty: 'No categories to show yet.',
} satisfies Required<CategoryDrawerLabels>;
