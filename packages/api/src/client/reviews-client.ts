import type { Review, ReviewEligibility } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import { getReviewEligibility, getUserReview, listProductReviews, submitReview } from '../endpoints/reviews';
import { toProductReview, toReview, toReviewEligibility, type ProductReview } from '../normalise/reviews';
import { toWriteResult, type WriteResult } from '../normalise/shared';
import { buildReviewForm, type ReviewInput } from '../requests/multipart-forms';
import type { Call } from './call';

/** `reviews` on the reference server. */
export function reviewsClient(call: Call) {
  return {
    /** `GET /reviews/product/{productId}/eligibility`: whether the user may review the product. */
    eligibility: async (
      ids: { productId: string; userId: string },
      options?: CallOptions,
    ): Promise<ReviewEligibility> =>
      toReviewEligibility(
        await call(
          getReviewEligibility,
          { params: { productId: ids.productId }, query: { userId: ids.userId } },
          options,
        ),
      ),
    /** `GET /reviews/product/{productId}/review/user`: null when the user has not reviewed it. */
    mine: async (ids: { productId: string; userId: string }, options?: CallOptions): Promise<Review | null> => {
      const answer = await call(
        getUserReview,
        { params: { productId: ids.productId }, query: { userId: ids.userId } },
        options,
      );
      return answer === null ? null : toReview(answer);
    },
    /** `GET /reviews/product/{productId}/reviews`, newest first. */
    list: async (productId: string, query: { userId?: string } = {}, options?: CallOptions): Promise<ProductReview[]> =>
      (await call(listProductReviews, { params: { productId }, query }, options)).map(toProductReview),
    /** `POST /reviews/product/{productId}/review` (multipart, photos repeated under `images`). */
    submit: async (input: ReviewInput, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(
        await call(submitReview, { params: { productId: input.productId }, form: buildReviewForm(input) }, options),
        'Review submitted successfully!',
      ),
  };
}

/**
 * `reviews` on the original backend: it has no eligibility call, so whether a shopper may review is `unknown` until
 * they submit (its 403 then says why, contract §3.19).
 */
export function legacyReviewsClient(call: Call) {
  return {
    ...reviewsClient(call),
    eligibility: (_ids: { productId: string; userId: string }, _options?: CallOptions): Promise<ReviewEligibility> =>
      Promise.resolve('unknown'),
  };
}
