import useSWR from 'swr';
import { reviewsApi } from '../api/reviews-api';

/** A product's reviews, newest first (`GET /reviews/product/{id}/reviews`). */
export function useProductReviews(productId: string) {
  return useSWR(['product-reviews', productId], async ([, id]) =>
    (await reviewsApi.list(id)).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  );
}
