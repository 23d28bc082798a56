import { lazyClient } from './lazy-client';

/** The contact form. Loaded with the first call (`lazy-client.ts`). */
export const contactApi = lazyClient(() => import('./clients/contact-clients'), 'contactApi');
