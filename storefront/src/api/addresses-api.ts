import { lazyClient } from './lazy-client';

/** The shopper's saved delivery address. Loaded with the first call (`lazy-client.ts`). */
export const addressesApi = lazyClient(() => import('./clients/addresses-clients'), 'addressesApi');
