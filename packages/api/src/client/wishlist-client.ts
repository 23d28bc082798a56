import type { WishlistItem } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import { addToWishlist, getWishlist, removeFromWishlist } from '../endpoints/wishlist';
import { toWriteResult, type WriteResult } from '../normalise/shared';
import { toWishlistItem } from '../normalise/wishlist';
import type { WishlistAddBody, WishlistRemoveBody } from '../wire/wishlist';
import type { Call } from './call';

/** `wishlist`. */
export function wishlistClient(call: Call) {
  return {
    /** `GET /wishlist/{userId}`. */
    list: async (userId: string, options?: CallOptions): Promise<WishlistItem[]> =>
      (await call(getWishlist, { params: { userId } }, options)).map(toWishlistItem),
    /** `POST /wishlist/add`: rejects with 'Item already in wishlist' (status 400) for a duplicate. */
    add: async (body: WishlistAddBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(addToWishlist, { json: body }, options), 'Item added to wishlist!'),
    /** `POST /wishlist/remove`. */
    remove: async (body: WishlistRemoveBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(removeFromWishlist, { json: body }, options), 'Removed successfully'),
  };
}
