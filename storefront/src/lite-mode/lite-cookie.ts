/**
 * The cookie that carries the shopper's Lite mode switch to the server, which renders the page's pictures Lite from
 * the first HTML (`packages/server/src/static/lite-mode.ts` reads it, by this name and value).
 */
export const LITE_COOKIE = 'liteMode';
const ON = 'on';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The attribute the server puts on the root element of a page it rendered in Lite mode
 * (`packages/server/src/static/lite-mode.ts`): the page, not the current switch, says how it was rendered, so the
 * storefront takes it over without a mismatch whenever and wherever it was rendered (a copy in the service worker's
 * cache, a page rendered before the switch changed in another tab). On `<html>` (put there by the server and by the
 * switch) it says the mode the document is in now, for its fonts.
 */
export const LITE_ROOT_ATTRIBUTE = 'data-lite-mode';

/**
 * Sets the cookie for a year on every path, or clears it. Sent on navigations from other sites too (`Lax`). The
 * document is marked at once as the server marks a Lite one (`<html data-lite-mode>`): its text turns to the phone's
 * own fonts (`app.css`).
 */
export function writeLiteCookie(on: boolean): void {
  if (typeof document === 'undefined') return;
  const life = on ? `max-age=${YEAR_SECONDS}` : 'max-age=0';
  document.cookie = `${LITE_COOKIE}=${on ? ON : ''}; path=/; ${life}; samesite=lax`;
  document.documentElement.toggleAttribute(LITE_ROOT_ATTRIBUTE, on);
}

/** Whether this browser sends the cookie: the switch as the server sees it. */
export function liteCookieSet(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((pair) => pair.trim() === `${LITE_COOKIE}=${ON}`);
}

/** Whether the server-rendered page in this document was rendered in Lite mode. */
export function renderedLite(): boolean {
  if (typeof document === 'undefined') return false;
  return document.getElementById('root')?.hasAttribute(LITE_ROOT_ATTRIBUTE) ?? false;
}
