import { lazyClient } from './lazy-client';

/** Checking coupons at checkout. Loaded with the first call (`lazy-client.ts`). */
export const couponsApi = lazyClient(() => import('./clients/coupons-clients'), 'couponsApi');
