import { lazyClient } from './lazy-client';

/** Products, search, deals and the taxonomy. Loaded with the first call (`lazy-client.ts`). */
const load = () => import('./clients/catalogue-clients');
export const productsApi = lazyClient(() => load().then((clients) => clients.productsApi));
export const searchApi = lazyClient(() => load().then((clients) => clients.searchApi));
export const dealsApi = lazyClient(() => load().then((clients) => clients.dealsApi));
export const catalogueApi = lazyClient(() => load().then((clients) => clients.catalogueApi));
