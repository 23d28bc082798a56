import useSWR from 'swr';
import { reviewsApi } from '../api/reviews-api';

/** The shopper's review of a product, or null when they have not written one. */
export function useMyReview(productId: string | null, userId: string | null) {
  return useSWR(productId && userId ? ['my-review', productId, userId] : null, ([, product, user]) =>
    reviewsApi.mine({ productId: product, userId: user }),
  );
}
