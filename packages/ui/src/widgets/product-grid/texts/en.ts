import type { ProductGridLabels } from '../product-grid';

/** The product grid's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const productGridTexts = {
  list: 'Products',
  view: 'View',
  gridView: 'Grid view',
  listView: 'List view',
  loading: 'Loading products',
} satisfies Required<ProductGridLabels>;
