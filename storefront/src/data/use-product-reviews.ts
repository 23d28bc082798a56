import useSWR from 'swr';
import { reviewsApi } from '../api/reviews-api';

/** All of a product's reviews (`GET /reviews/product/{id}/reviews`); the page filters and sorts them. */
export function useProductReviews(productId: string) {
  return useSWR(['product-reviews', productId], ([, id]) => reviewsApi.list(id));
}
