import type { SkeletonsLabels } from '../skeleton-parts';

/** What the skeletons announce, in English: their defaults, and the keys of their texts in any other language. */
export const skeletonsTexts = {
  loading: 'Loading...',
  loadingProduct: 'Loading product...',
  loadingProducts: 'Loading products...',
} satisfies Required<SkeletonsLabels>;
