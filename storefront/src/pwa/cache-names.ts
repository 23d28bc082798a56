/**
 * The service worker's runtime caches (`storefront/pwa-plugin.ts`), named here because the storefront deletes some
 * of them itself: on sign-out (`clearAccountCaches`).
 */
export const runtimeCaches = {
  /** Pages the shopper has seen (none carries account data: the server renders only public pages). */
  pages: 'sauda-pages',
  /** Catalogue answers under /api/v1 asked for without a token. */
  catalogue: 'sauda-catalogue',
  /** Content-hashed scripts and styles of a newer build met before its service worker took over. */
  assets: 'sauda-assets',
} as const;

/**
 * The caches a sign-out empties. The worker never stores an answer to a request that carried a token, so neither
 * holds account data; they are emptied anyway, so nothing a signed-in shopper was shown outlives the session.
 */
const emptiedOnSignOut = [runtimeCaches.pages, runtimeCaches.catalogue];

/** Deletes the runtime caches that could hold what a signed-in shopper saw (none without Cache Storage). */
export function clearAccountCaches(): Promise<unknown> {
  if (typeof caches === 'undefined') return Promise.resolve();
  return Promise.all(emptiedOnSignOut.map((name) => caches.delete(name))).catch(() => undefined);
}
