import { lazyClient } from './lazy-client';

/** The shopper's wishlist. Loaded with the first call (`lazy-client.ts`). */
const load = () => import('./clients/wishlist-clients');
export const wishlistApi = lazyClient(() => load().then((clients) => clients.wishlistApi));
