import { createCall, createSend, legacyRefusalOf, type FetchLike } from '@sauda/api';
import { readStoredToken } from '../session/session';

let answerer: FetchLike | undefined;

/**
 * Sends every API call to `fetch` instead of the browser's: the server renderer's in-process handler
 * (`entry-server.tsx`). One handler serves every render, so it is set once, when the renderer is made.
 */
export function answerApiCallsWith(fetch: FetchLike): void {
  answerer = fetch;
}

/**
 * The one connection to /api/v1. Same origin by default (the reference server serves the storefront); a build for
 * another host or for the original backend sets `VITE_SAUDA_API_URL` and `VITE_SAUDA_BACKEND=legacy`. Each area's
 * clients live in their own module (`clients/catalogue-clients.ts`, `clients/wishlist-clients.ts`…), loaded with the
 * area's first call (`catalogue-api.ts`, `wishlist-api.ts`…), so a page loads only the calls it makes, when it makes
 * them: a chunk holds a whole module, so a module shared by many pages would bring every page all of its clients.
 */
export const call = createCall(
  createSend({
    baseUrl: import.meta.env.VITE_SAUDA_API_URL ?? '',
    getToken: readStoredToken,
    fetch: (input, init) => (answerer ?? globalThis.fetch)(input, init),
    // The original backend's refusals carry no code: its sentences are read for it. A build for the reference
    // server leaves the sentences out.
    ...(import.meta.env.VITE_SAUDA_BACKEND === 'legacy' ? { refusalOfText: legacyRefusalOf } : {}),
    // Another language's build asks the server to write to the shopper in it (the mail with a code).
    ...(import.meta.env.VITE_SAUDA_LOCALE === 'ur' ? { language: 'ur' } : {}),
  }),
);

/** The legacy backend compares shop ids of an order as upper-case text. */
export const guidCase = import.meta.env.VITE_SAUDA_BACKEND === 'legacy' ? 'upper' : 'as-is';
