import { lazyClient } from './lazy-client';

/** The shopper's wishlist. Loaded with the first call (`lazy-client.ts`). */
export const wishlistApi = lazyClient(() => import('./clients/wishlist-clients'), 'wishlistApi');
