import { pathOf } from '../locale/locale';

/** The query parameter that carries where the login page sends the shopper back to. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * A return path that stays on this site: it must start with a single '/', so '//evil.example' and
 * 'https://evil.example' fall back. Blank or missing falls back too.
 */
export function safeReturnTo(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  return raw;
}

/** The in-app path and query the shopper is on now (without the language's prefix: the router adds it). */
export function currentPath(): string {
  return `${pathOf(window.location.pathname)}${window.location.search}`;
}

/** The login page, returning to `returnTo` (the current page by default) after signing in. */
export function loginHref(returnTo: string = currentPath()): string {
  return `/user/login?${RETURN_TO_PARAM}=${encodeURIComponent(safeReturnTo(returnTo))}`;
}
