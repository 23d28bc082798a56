import { defineEndpoint } from '../core/endpoint';
import { messageAnswerSchema } from '../wire/shared';
import {
  userIdParamsSchema,
  wishlistAddBodySchema,
  wishlistAnswerSchema,
  wishlistRemoveBodySchema,
} from '../wire/wishlist';

/** `GET /wishlist/{userId}`: the user's wishlist (200 with `[]` when empty). */
export const getWishlist = defineEndpoint({
  operationId: 'wishlist.list',
  tag: 'wishlist',
  method: 'get',
  path: '/wishlist/{userId}',
  summary: "The user's wishlist entries",
  params: userIdParamsSchema,
  successStatus: 200,
  response: wishlistAnswerSchema,
  fallback: 'Failed to load wishlist',
  access: 'user',
});

/** `POST /wishlist/add`. */
export const addToWishlist = defineEndpoint({
  operationId: 'wishlist.add',
  tag: 'wishlist',
  method: 'post',
  path: '/wishlist/add',
  summary: 'Add a product (with its colour and size) to the wishlist',
  body: { type: 'json', schema: wishlistAddBodySchema },
  successStatus: 200,
  response: messageAnswerSchema,
  fallback: 'Failed to add item to wishlist',
  access: 'user',
  refusals: { 404: 'No product has this id.', 409: 'The product is already in the wishlist.' },
});

/** `POST /wishlist/remove`: colour and size narrow the removal when given; 404 when no saved entry matched. */
export const removeFromWishlist = defineEndpoint({
  operationId: 'wishlist.remove',
  tag: 'wishlist',
  method: 'post',
  path: '/wishlist/remove',
  summary: 'Remove a product from the wishlist',
  body: { type: 'json', schema: wishlistRemoveBodySchema },
  successStatus: 200,
  response: messageAnswerSchema,
  fallback: 'Failed to remove item from wishlist',
  access: 'user',
  refusals: { 404: 'No saved entry matched (the legacy backend answers 200 then).' },
});
