import { lazyClient } from './lazy-client';

/** Following shops. Loaded with the first call (`lazy-client.ts`). */
export const followsApi = lazyClient(() => import('./clients/follows-clients'), 'followsApi');
