import { lazyClient } from './lazy-client';

/** The shopper's profile. Loaded with the first call (`lazy-client.ts`). */
export const userApi = lazyClient(() => import('./clients/user-clients'), 'userApi');
