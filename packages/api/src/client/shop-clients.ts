import type { FollowedShop, Review, Shop } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import { getUserReview, listProductReviews, submitReview } from '../endpoints/reviews';
import { followShop, getFollowStatus, getShop, listFollowedShops, listShops, unfollowShop } from '../endpoints/shops';
import { toProductReview, toReview, type ProductReview } from '../normalise/reviews';
import { toWriteResult, type WriteResult } from '../normalise/shared';
import { toFollowedShop, toShop, toShopDirectoryPage, type ShopDirectoryPage } from '../normalise/shops';
import { buildReviewForm, type ReviewInput } from '../requests/multipart-forms';
import type { FollowBody, ShopDirectoryQuery } from '../wire/shops';
import type { Call } from './call';

/** `shops`. */
export function shopsClient(call: Call) {
  return {
    /** `GET /shops/{shopId}`. */
    get: async (shopId: string, options?: CallOptions): Promise<Shop> =>
      toShop(await call(getShop, { params: { shopId } }, options)),
    /** `GET /shops?page=&perPage=&query=`: the directory, most followed first (the reference server only). */
    list: async (query: ShopDirectoryQuery = {}, options?: CallOptions): Promise<ShopDirectoryPage> =>
      toShopDirectoryPage(await call(listShops, { query }, options)),
  };
}

/** `follows`. */
export function followsClient(call: Call) {
  return {
    /** `GET /user/{userId}/follows/{shopId}`. */
    status: async (ids: FollowBody, options?: CallOptions): Promise<boolean> =>
      (await call(getFollowStatus, { params: { userId: ids.userId, shopId: ids.shopId } }, options)).isFollowing,
    /** `POST /user/follow`. */
    follow: async (body: FollowBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(followShop, { json: body }, options), 'Shop followed successfully'),
    /** `POST /user/unfollow`. */
    unfollow: async (body: FollowBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(unfollowShop, { json: body }, options), 'Shop unfollowed successfully'),
    /** `GET /user/{userId}/followed-shops`: [] when none (the legacy 404). */
    list: async (userId: string, options?: CallOptions): Promise<FollowedShop[]> =>
      (await call(listFollowedShops, { params: { userId } }, options)).followedShops.map(toFollowedShop),
  };
}

/** `reviews`. */
export function reviewsClient(call: Call) {
  return {
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
