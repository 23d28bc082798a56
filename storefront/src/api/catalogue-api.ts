import { lazyClient } from './lazy-client';

/**
 * The code of the catalogue's clients: loaded with the first call (`lazy-client.ts`), or earlier by whoever knows a
 * call is coming (the header's search, at the first keystroke).
 */
export const loadCatalogueClients = () => import('./clients/catalogue-clients');

/** Products, search, deals and the taxonomy. */
export const productsApi = lazyClient(loadCatalogueClients, 'productsApi');
export const searchApi = lazyClient(loadCatalogueClients, 'searchApi');
export const dealsApi = lazyClient(loadCatalogueClients, 'dealsApi');
export const catalogueApi = lazyClient(loadCatalogueClients, 'catalogueApi');
