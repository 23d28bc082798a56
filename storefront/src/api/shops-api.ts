import { lazyClient } from './lazy-client';

/** Shops and their pages. Loaded with the first call (`lazy-client.ts`). */
export const shopsApi = lazyClient(() => import('./clients/shops-clients'), 'shopsApi');
