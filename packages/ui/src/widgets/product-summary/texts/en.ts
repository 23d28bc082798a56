import type { VariantPickerLabels } from '../../variant-picker';
import type { ProductSummaryLabels } from '../product-summary';

/**
 * The buy box's own texts in English (the variant picker has its own): its defaults, and the keys of its texts in any
 * other language (`./ur.ts`).
 */
export const productSummaryTexts = {
  brand: 'Brand',
  soldBy: 'Sold by',
  quantity: 'Quantity',
  quantityHint: (max: number) => `Up to ${max} per order`,
  addToCart: 'Add to Cart',
  addingToCart: 'Adding...',
  buyNow: 'Buy Now',
  buyingNow: 'Please wait...',
  wishlist: 'Add to wishlist',
  writeReview: 'Write a review',
} satisfies Required<Omit<ProductSummaryLabels, keyof VariantPickerLabels>>;
