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
  checking: 'Checking whether you can review this product',
  notReceived: 'Only shoppers who received this product can review it',
  notReceivedText:
    'You can review it once an order of yours with this product has been delivered. Find your orders under My Orders.',
  myOrders: 'My Orders',
  ratingsAndReviews: 'Ratings & reviews',
  noPhotoReviews: 'No reviews with photos yet.',
} as const;
