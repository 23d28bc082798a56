import { lazyClient } from './lazy-client';

/** Product reviews. Loaded with the first call (`lazy-client.ts`). */
export const reviewsApi = lazyClient(() => import('./clients/reviews-clients'), 'reviewsApi');
