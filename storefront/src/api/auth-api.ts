import { lazyClient } from './lazy-client';

/** Sign-in, sign-up, e-mail verification and password reset. Loaded with the first call (`lazy-client.ts`). */
const load = () => import('./clients/auth-clients');
export const authApi = lazyClient(() => load().then((clients) => clients.authApi));
