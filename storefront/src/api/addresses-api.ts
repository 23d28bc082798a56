import { lazyClient } from './lazy-client';

/** The shopper's saved delivery address. Loaded with the first call (`lazy-client.ts`). */
const load = () => import('./clients/addresses-clients');
export const addressesApi = lazyClient(() => load().then((clients) => clients.addressesApi));
