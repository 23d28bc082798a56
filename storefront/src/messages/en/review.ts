/** Texts of the product review page (§2.22). */
export const review = {
  title: 'Write a Review - Sauda',
  description: 'Tell other shoppers what you think of this product.',
  productNotFound: 'Product not found.',
  loginRequired: 'Login Required',
  loginRequiredText: 'Please log in to review this product.',
  login: 'Login',
  yourReview: 'Your Review',
  viewProduct: 'View Product',
  loading: 'Loading your review',
  forProduct: (name: string) => `Review of ${name}`,
} as const;
