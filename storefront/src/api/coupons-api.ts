import { lazyClient } from './lazy-client';

/** Checking coupons at checkout. Loaded with the first call (`lazy-client.ts`). */
const load = () => import('./clients/coupons-clients');
export const couponsApi = lazyClient(() => load().then((clients) => clients.couponsApi));
