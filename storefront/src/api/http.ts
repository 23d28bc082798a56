import { createCall, createSend } from '@sauda/api';
import { readStoredToken } from '../session/session';

/**
 * The one connection to /api/v1. Same origin by default (the reference server serves the storefront); a build for
 * another host or for the original backend sets `VITE_SAUDA_API_URL` and `VITE_SAUDA_BACKEND=legacy`. Each area's
 * calls live in their own module (catalogue-api, wishlist-api…) so a page loads only the calls it makes: a
 * chunk holds a whole module, so a module shared by many pages would bring every page all of its clients.
 */
export const call = createCall(
  createSend({ baseUrl: import.meta.env.VITE_SAUDA_API_URL ?? '', getToken: readStoredToken }),
);

/** The legacy backend compares shop ids of an order as upper-case text. */
export const guidCase = import.meta.env.VITE_SAUDA_BACKEND === 'legacy' ? 'upper' : 'as-is';
