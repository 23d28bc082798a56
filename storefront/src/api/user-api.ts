import { lazyClient } from './lazy-client';

/** The shopper's profile. Loaded with the first call (`lazy-client.ts`). */
const load = () => import('./clients/user-clients');
export const userApi = lazyClient(() => load().then((clients) => clients.userApi));
