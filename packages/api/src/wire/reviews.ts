import { z } from 'zod/mini';
import {
  requiredText,
  wireBoolean,
  wireId,
  wireImages,
  wireNumber,
  wireOptionalNumber,
  uuidField,
  wireText,
} from './shared';
import { fileSchema } from './user';

/** A review in a product's review list (camelCase on the wire, except `Id`; no reviewer name on the legacy backend). */
export const wireProductReviewSchema = z
  .object({
    Id: wireId,
    userId: wireText,
    userName: wireText,
    userImage: wireText,
    rating: wireNumber,
    comment: wireText,
    vendorReply: wireText,
    images: wireImages,
    createdAt: z.string(),
    totalLikes: wireOptionalNumber,
    userReacted: z.optional(wireBoolean),
    /** Sauda: the writer has a delivered order containing the product (absent on the legacy backend). */
    verifiedPurchase: z.optional(wireBoolean),
  })
  .register(z.globalRegistry, { id: 'ProductReview' });

/** Answer of `GET /reviews/product/{productId}/reviews`: a bare array, newest first. */
export const productReviewsAnswerSchema = z.array(wireProductReviewSchema);

/** Answer of `GET /reviews/product/{productId}/review/user` (legacy: 404 when the user has not reviewed it). */
export const userReviewAnswerSchema = z
  .object({
    Id: wireId,
    ProductId: wireId,
    UserId: wireText,
    Rating: wireNumber,
    Comment: wireText,
    Images: wireImages,
    CreatedAt: z.string(),
    ProductName: wireText,
  })
  .register(z.globalRegistry, { id: 'UserReview' });

/**
 * Answer of `GET /reviews/product/{productId}/eligibility?userId=` (reference server only): whether the user may
 * review the product (`eligible`), has not received it (`notReceived`) or reviewed it already (`alreadyReviewed`).
 */
export const reviewEligibilityAnswerSchema = z
  .object({ Eligibility: z.enum(['eligible', 'notReceived', 'alreadyReviewed']) })
  .register(z.globalRegistry, { id: 'ReviewEligibility' });

/** Path of the per-product review calls. */
export const productReviewParamsSchema = z.object({ productId: uuidField });

/** Query of `GET /reviews/product/{productId}/reviews` (the user id lets the server fill `userReacted`). */
export const productReviewsQuerySchema = z.object({ userId: z.optional(z.string()) });

/** Query of `GET /reviews/product/{productId}/review/user`. */
export const userReviewQuerySchema = z.object({ userId: uuidField });

/** Sauda: the legacy database rejects ratings outside 1–5 (a 0.5 star would be a 500). */
const RATING_RANGE = 'Rating must be between 1 and 5.';

/** Text fields of `POST /reviews/product/{productId}/review` (multipart; `productId` repeats the path). */
export const reviewFieldsSchema = z
  .object({
    userId: requiredText('User ID is missing'),
    rating: z.coerce.number({ error: 'Rating is required' }).check(z.gte(1, RATING_RANGE), z.lte(5, RATING_RANGE)),
    comment: requiredText('Review text is required'),
    productId: z.string(),
  })
  .register(z.globalRegistry, { id: 'ReviewFields' });

/** The multipart body of a review: the text fields plus any number of files, each under `images`. */
export const reviewFormSchema = z
  .extend(reviewFieldsSchema, { images: z.optional(z.array(fileSchema)) })
  .register(z.globalRegistry, { id: 'ReviewForm' });

export type WireProductReview = z.output<typeof wireProductReviewSchema>;
export type WireUserReview = z.output<typeof userReviewAnswerSchema>;
export type WireReviewEligibility = z.output<typeof reviewEligibilityAnswerSchema>;
export type ReviewFields = z.input<typeof reviewFieldsSchema>;
