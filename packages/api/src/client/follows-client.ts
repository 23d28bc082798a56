import type { FollowedShop } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import { followShop, getFollowStatus, listFollowedShops, unfollowShop } from '../endpoints/shops';
import { toWriteResult, type WriteResult } from '../normalise/shared';
import { toFollowedShop } from '../normalise/shops';
import type { FollowBody } from '../wire/shops';
import type { Call } from './call';

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
