import { lazyClient } from './lazy-client';

/** Placing and reading orders. Loaded with the first call (`lazy-client.ts`). */
const load = () => import('./clients/orders-clients');
export const ordersApi = lazyClient(() => load().then((clients) => clients.ordersApi));
