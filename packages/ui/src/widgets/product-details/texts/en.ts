import type { ProductDetailsLabels } from '../product-details';

/**
 * The product details' texts in English: their defaults, and the keys of their texts in any other language (`./ur.ts`).
 */
export const productDetailsTexts = {
  description: 'Description',
  details: 'Product details',
  showMore: 'Show more',
  showLess: 'Show less',
  empty: 'The seller has not described this product yet.',
} satisfies Required<ProductDetailsLabels>;
