import { lazyClient } from './lazy-client';

/** Product reviews. Loaded with the first call (`lazy-client.ts`). */
const load = () => import('./clients/reviews-clients');
export const reviewsApi = lazyClient(() => load().then((clients) => clients.reviewsApi));
