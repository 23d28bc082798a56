import { lazyClient } from './lazy-client';

/** Return and cancellation requests. Loaded with the first call (`lazy-client.ts`). */
const load = () => import('./clients/requests-clients');
export const returnsApi = lazyClient(load, 'returnsApi');
export const cancellationsApi = lazyClient(load, 'cancellationsApi');
