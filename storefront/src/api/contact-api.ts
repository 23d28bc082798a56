import { lazyClient } from './lazy-client';

/** The contact form. Loaded with the first call (`lazy-client.ts`). */
const load = () => import('./clients/contact-clients');
export const contactApi = lazyClient(() => load().then((clients) => clients.contactApi));
