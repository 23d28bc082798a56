import { z } from 'zod';
import { idField, wireBoolean, wireId, wireImages, wireNumber, wireOptionalNumber, wireText } from './shared';
import { fileSchema } from './user';

/** A review in a product's review list (camelCase on the wire, except `Id`; no reviewer name on the legacy backend). */
export const wireProductReviewSchema = z
  .object({
    Id: wireId,
    userId: wireText,
    userName: wireText,
    rating: wireNumber,
    comment: wireText,
    vendorReply: wireText,
    images: wireImages,
    createdAt: z.string(),
    totalLikes: wireOptionalNumber,
    userReacted: wireBoolean.optional(),
  })
  .meta({ id: 'ProductReview' });

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
  .meta({ id: 'UserReview' });

/** Path of the per-product review calls. */
export const productReviewParamsSchema = z.object({ productId: idField });

/** Query of `GET /reviews/product/{productId}/reviews` (the user id lets the server fill `userReacted`). */
export const productReviewsQuerySchema = z.object({ userId: z.string().optional() });

/** Query of `GET /reviews/product/{productId}/review/user`. */
export const userReviewQuerySchema = z.object({ userId: idField });

/** Sauda: the legacy database rejects ratings outside 1–5 (a 0.5 star would be a 500). */
const RATING_RANGE = 'Rating must be between 1 and 5.';

/** Text fields of `POST /reviews/product/{productId}/review` (multipart; `productId` repeats the path). */
export const reviewFieldsSchema = z
  .object({
    userId: z.string().trim().min(1, 'User ID is missing'),
    rating: z.coerce.number({ error: 'Rating is required' }).min(1, RATING_RANGE).max(5, RATING_RANGE),
    comment: z.string().trim().min(1, 'Review text is required'),
    productId: z.string(),
  })
  .meta({ id: 'ReviewFields' });

/** The multipart body of a review: the text fields plus any number of files, each under `images`. */
export const reviewFormSchema = reviewFieldsSchema
  .extend({ images: z.array(fileSchema).optional() })
  .meta({ id: 'ReviewForm' });

export type WireProductReview = z.output<typeof wireProductReviewSchema>;
export type WireUserReview = z.output<typeof userReviewAnswerSchema>;
export type ReviewFields = z.input<typeof reviewFieldsSchema>;
