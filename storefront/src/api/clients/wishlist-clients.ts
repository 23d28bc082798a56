import { wishlistClient } from '@sauda/api';
import { call } from '../http';

/** The shopper's wishlist. */
export const wishlistApi = /* @__PURE__ */ wishlistClient(call);
