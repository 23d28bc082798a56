import { lazyClient } from './lazy-client';

/** Sign-in, sign-up, e-mail verification and password reset. Loaded with the first call (`lazy-client.ts`). */
export const authApi = lazyClient(() => import('./clients/auth-clients'), 'authApi');
