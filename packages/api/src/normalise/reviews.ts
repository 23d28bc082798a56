import type { Review, ReviewEligibility } from '@sauda/commerce';
import type { WireProductReview, WireReviewEligibility, WireUserReview } from '../wire/reviews';
import { text, toId, toOptionalId } from './shared';

/** A review in a product's review list. */
export interface ProductReview {
  id: string;
  userId: string | null;
  /** Only the reference server names the reviewer. */
  userName: string | null;
  /** The reviewer's avatar URL (reference server only). */
  userImage: string | null;
  rating: number;
  comment: string;
  vendorReply: string | null;
  images: string[];
  /** ISO date. */
  createdAt: string;
  totalLikes: number;
  /** Whether the asking user liked it. */
  userReacted: boolean;
  /** The writer bought the product (an order of theirs with it was delivered); false when the backend does not say. */
  verifiedPurchase: boolean;
}

/** The user's own review of a product. */
export function toReview(review: WireUserReview): Review {
  const userId = toOptionalId(review.UserId);
  return {
    id: toId(review.Id),
    productId: toId(review.ProductId),
    productName: text(review.ProductName),
    ...(userId === null ? {} : { userId }),
    rating: review.Rating,
    comment: text(review.Comment),
    images: review.Images,
    createdAt: review.CreatedAt,
  };
}

/** A review of a product's review list. */
export function toProductReview(review: WireProductReview): ProductReview {
  return {
    id: toId(review.Id),
    userId: toOptionalId(review.userId),
    userName: review.userName?.trim() ? review.userName : null,
    userImage: review.userImage?.trim() ? review.userImage : null,
    rating: review.rating,
    comment: text(review.comment),
    vendorReply: review.vendorReply?.trim() ? review.vendorReply : null,
    images: review.images,
    createdAt: review.createdAt,
    totalLikes: review.totalLikes ?? 0,
    userReacted: review.userReacted ?? false,
    verifiedPurchase: review.verifiedPurchase ?? false,
  };
}

/** Whether the user may review the product. */
export function toReviewEligibility(answer: WireReviewEligibility): ReviewEligibility {
  return answer.Eligibility;
}
