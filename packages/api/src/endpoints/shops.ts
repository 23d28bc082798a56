import { defineEndpoint } from '../core/endpoint';
import { messageAnswerSchema } from '../wire/shared';
import {
  followBodySchema,
  followedShopsAnswerSchema,
  followStatusParamsSchema,
  isFollowingAnswerSchema,
  shopAnswerSchema,
  shopDirectoryAnswerSchema,
  shopDirectoryQuerySchema,
  shopParamsSchema,
} from '../wire/shops';
import { userIdParamsSchema } from '../wire/wishlist';

/** `GET /shops/{shopId}`: the store page header. */
export const getShop = defineEndpoint({
  operationId: 'shops.get',
  tag: 'shops',
  method: 'get',
  path: '/shops/{shopId}',
  summary: 'One shop with its follower counts',
  params: shopParamsSchema,
  successStatus: 200,
  response: shopAnswerSchema,
  fallback: 'Shop not found',
  refusals: { 404: 'No shop has this id.' },
});

/** `GET /shops?page=&perPage=&query=`: the shop directory (the reference server only; legacy answers one shop). */
export const listShops = defineEndpoint({
  operationId: 'shops.list',
  tag: 'shops',
  method: 'get',
  path: '/shops',
  summary: 'Shops by name, most followed first, with their product counts',
  query: shopDirectoryQuerySchema,
  successStatus: 200,
  response: shopDirectoryAnswerSchema,
  fallback: 'Error fetching shops',
  backends: 'reference',
});

/** `GET /user/{userId}/follows/{shopId}`. */
export const getFollowStatus = defineEndpoint({
  operationId: 'follows.status',
  tag: 'follows',
  method: 'get',
  path: '/user/{userId}/follows/{shopId}',
  summary: 'Whether the user follows a shop',
  params: followStatusParamsSchema,
  successStatus: 200,
  response: isFollowingAnswerSchema,
  fallback: 'Error checking follow status',
  access: 'user',
});

/** `POST /user/follow`. */
export const followShop = defineEndpoint({
  operationId: 'follows.follow',
  tag: 'follows',
  method: 'post',
  path: '/user/follow',
  summary: 'Follow a shop',
  body: { type: 'json', schema: followBodySchema },
  successStatus: 200,
  response: messageAnswerSchema,
  fallback: 'Error following the shop',
  access: 'user',
  refusals: { 404: 'No shop has this id.' },
});

/** `POST /user/unfollow`. */
export const unfollowShop = defineEndpoint({
  operationId: 'follows.unfollow',
  tag: 'follows',
  method: 'post',
  path: '/user/unfollow',
  summary: 'Stop following a shop',
  body: { type: 'json', schema: followBodySchema },
  successStatus: 200,
  response: messageAnswerSchema,
  fallback: 'Error unfollowing the shop',
  access: 'user',
  refusals: { 404: 'No shop has this id.' },
});

/** `GET /user/{userId}/followed-shops` (legacy: 404 when none). */
export const listFollowedShops = defineEndpoint({
  operationId: 'follows.list',
  tag: 'follows',
  method: 'get',
  path: '/user/{userId}/followed-shops',
  summary: 'The shops the user follows',
  params: userIdParamsSchema,
  successStatus: 200,
  response: followedShopsAnswerSchema,
  fallback: 'Error fetching followed shops',
  access: 'user',
  emptyOn404: { followedShops: [] },
});
