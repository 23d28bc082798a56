import { formatCount } from '@sauda/commerce';

/** Texts of the product detail page (legacy contract §5); the buy box's own texts are the kit's. */
export const product = {
  title: (name: string) => `${name} - Sauda`,
  description: (name: string, brand: string) =>
    `Buy ${brand ? `${brand} ` : ''}${name} on Sauda with Cash on Delivery across Pakistan.`,
  loadingTitle: 'Product - Sauda',
  loadingDescription: 'A product on Sauda, with Cash on Delivery across Pakistan.',
  loading: 'Loading product...',
  notFoundTitle: 'No Products Found - Sauda',
  notFoundDescription: 'Sorry, we could not find this product.',
  loadFailedTitle: 'We could not load this product',
  addedToCart: 'Item added to cart!',
  reviews: 'Reviews',
  reviewCount: (count: number) => `(${formatCount(count)})`,
  noReviews: 'No reviews yet. Be the first to review this product.',
  loadingReviews: 'Loading reviews...',
  reviewsFailed: 'We could not load the reviews.',
  anonymousReviewer: 'Sauda shopper',
  questionsFailed: 'We could not load the questions.',
  related: 'Related Products',
} as const;
