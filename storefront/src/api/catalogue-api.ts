import { lazyClient } from './lazy-client';

/**
 * The code of the catalogue's clients: loaded with the first call (`lazy-client.ts`), or earlier by whoever knows a
 * call is coming (the header's search, at the first keystroke).
 */
export const loadCatalogueClients = () => import('./clients/catalogue-clients');

/** Products, search, deals and the taxonomy. */
export const productsApi = lazyClient(() => loadCatalogueClients().then((clients) => clients.productsApi));
export const searchApi = lazyClient(() => loadCatalogueClients().then((clients) => clients.searchApi));
export const dealsApi = lazyClient(() => loadCatalogueClients().then((clients) => clients.dealsApi));
export const catalogueApi = lazyClient(() => loadCatalogueClients().then((clients) => clients.catalogueApi));
