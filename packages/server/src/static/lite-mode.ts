import { preloadedImageUrl } from '@sauda/api';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** The storefront's Lite mode cookie (`storefront/src/lite-mode/lite-cookie.ts`): set to `on` by the shopper's switch. */
const LITE_COOKIE = 'liteMode';

/**
 * What a page's HTML depends on besides its address, once Lite mode is read: an HTTP cache keeps a copy per value, so
 * one shopper's Lite page never reaches another.
 */
export const LITE_MODE_VARY = 'Cookie, Save-Data';

/** Whether the shopper asks for Lite mode: their switch's cookie, or the browser's data saver (`Save-Data: on`). */
export function asksForLite(c: Context): boolean {
  const saveData = c.req.header('save-data')?.trim().toLowerCase() === 'on';
  return saveData || getCookie(c, LITE_COOKIE) === 'on';
}

/** The file of the page's largest picture the server preloads: the one the storefront's `<img>` names. */
export const preloadedPicture = (url: string, lite: boolean) => preloadedImageUrl(url, lite ? 'lite' : 'standard');

/**
 * The whole document as sent in Lite mode: `<html data-lite-mode>`, on which the storefront's stylesheet sets the
 * system's fonts in place of the kit's web font (`storefront/src/app.css`), and without the head's preload of that font,
 * so a Lite page fetches no font file at all (29.7 kB of a 24-card listing's first visit, tests/e2e/data-budget.e2e.ts).
 */
export function withLiteDocument(html: string): string {
  return html
    .replace(/<html(?=[\s>])/, () => '<html data-lite-mode=""')
    .replace(/<link rel="preload" as="font"[^>]*>/g, '');
}

/**
 * `html` with its root element marked as rendered in Lite mode (`data-lite-mode`, read by the storefront's
 * `renderedLite`), so the storefront takes the page over as rendered, whatever its switch says by then.
 */
export function withLiteRoot(html: string): string {
  return html.replace('<div id="root">', () => '<div id="root" data-lite-mode="">');
}
