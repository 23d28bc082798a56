import { lazyClient } from './lazy-client';

/** Placing and reading orders. Loaded with the first call (`lazy-client.ts`). */
export const ordersApi = lazyClient(() => import('./clients/orders-clients'), 'ordersApi');
