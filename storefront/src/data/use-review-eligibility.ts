import useSWR from 'swr';
import { reviewsApi } from '../api/reviews-api';

/**
 * Whether the shopper may review the product: `eligible`, `notReceived`, `alreadyReviewed`, or `unknown` on the
 * original backend, which says so only when a review is submitted.
 */
export function useReviewEligibility(productId: string, userId: string) {
  return useSWR(['review-eligibility', productId, userId], ([, product, user]) =>
    reviewsApi.eligibility({ productId: product, userId: user }),
  );
}
