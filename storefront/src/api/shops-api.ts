import { lazyClient } from './lazy-client';

/** Shops and their pages. Loaded with the first call (`lazy-client.ts`). */
const load = () => import('./clients/shops-clients');
export const shopsApi = lazyClient(() => load().then((clients) => clients.shopsApi));
