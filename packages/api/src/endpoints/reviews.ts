import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import {
  productReviewParamsSchema,
  productReviewsAnswerSchema,
  productReviewsQuerySchema,
  reviewEligibilityAnswerSchema,
  reviewFormSchema,
  userReviewAnswerSchema,
  userReviewQuerySchema,
} from '../wire/reviews';
import { messageAnswerSchema } from '../wire/shared';

/** `GET /reviews/product/{productId}/review/user?userId=`: null when not reviewed yet (legacy: 404). */
export const getUserReview = defineEndpoint({
  operationId: 'reviews.mine',
  tag: 'reviews',
  method: 'get',
  path: '/reviews/product/{productId}/review/user',
  summary: "The user's review of a product, or null",
  params: productReviewParamsSchema,
  query: userReviewQuerySchema,
  successStatus: 200,
  response: z.nullable(userReviewAnswerSchema),
  fallback: 'Error fetching user review',
  access: 'user',
  refusals: { 404: 'The user has not reviewed this product.' },
  emptyOn404: null,
});

/** `GET /reviews/product/{productId}/eligibility?userId=` (Sauda): whether the user may review the product. */
export const getReviewEligibility = defineEndpoint({
  operationId: 'reviews.eligibility',
  tag: 'reviews',
  method: 'get',
  path: '/reviews/product/{productId}/eligibility',
  summary: 'Whether the user may review the product: only a buyer whose order of it was delivered, once',
  params: productReviewParamsSchema,
  query: userReviewQuerySchema,
  successStatus: 200,
  response: reviewEligibilityAnswerSchema,
  fallback: 'Error checking whether you can review this product',
  access: 'user',
  refusals: { 404: 'No product has this id.' },
});

/** `GET /reviews/product/{productId}/reviews`: newest first (camelCase on the wire). */
export const listProductReviews = defineEndpoint({
  operationId: 'reviews.list',
  tag: 'reviews',
  method: 'get',
  path: '/reviews/product/{productId}/reviews',
  summary: "A product's reviews with likes and vendor replies",
  params: productReviewParamsSchema,
  query: productReviewsQuerySchema,
  successStatus: 200,
  response: productReviewsAnswerSchema,
  fallback: 'Error fetching reviews',
  refusals: { 404: 'No product has this id.' },
});

/** `POST /reviews/product/{productId}/review` (multipart; files repeated under `images`). */
export const submitReview = defineEndpoint({
  operationId: 'reviews.submit',
  tag: 'reviews',
  method: 'post',
  path: '/reviews/product/{productId}/review',
  summary: 'Review a delivered product, with photos',
  params: productReviewParamsSchema,
  body: { type: 'multipart', schema: reviewFormSchema },
  successStatus: 201,
  response: messageAnswerSchema,
  fallback: 'Failed to submit review.',
  access: 'user',
  refusals: {
    403: 'Only a shopper with a delivered order containing the product may review it.',
    404: 'No product has this id.',
    409: 'The user has already reviewed this product.',
    415: 'The body is not a form, or an image is not a JPEG, PNG or WebP image.',
  },
});
