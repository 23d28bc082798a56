import { lazyClient } from './lazy-client';

/**
 * The code of the listing adapter this build talks to, chosen here once: the reference server's listing call, or the
 * original backend's calls filtered in the browser (`VITE_SAUDA_BACKEND=legacy`). The condition is written out here
 * (not `store/backend.ts`'s flag) so the bundler sees it fixed when the storefront is built, and a build carries the
 * code of one adapter only.
 */
export const loadListingClients =
  import.meta.env.VITE_SAUDA_BACKEND === 'legacy'
    ? () => import('./clients/legacy-listing-clients')
    : () => import('./clients/listing-clients');

/** Every listing, a page at a time (`ListingClient` of `@sauda/api`). Loaded with the first call (`lazy-client.ts`). */
export const listingApi = lazyClient(loadListingClients, 'listingApi');
