import { lazyClient } from './lazy-client';

/** Following shops. Loaded with the first call (`lazy-client.ts`). */
const load = () => import('./clients/follows-clients');
export const followsApi = lazyClient(() => load().then((clients) => clients.followsApi));
