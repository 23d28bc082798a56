import type { Locale } from '@sauda/commerce';

/**
 * The language this build of the storefront speaks. Each language is its own build (`vite build --mode ur`,
 * `locale/build/locale-build.ts`): its texts are compiled in, so a page carries one language's words and no code to
 * choose among them, and English pages pay nothing for Urdu.
 */
export const locale: Locale = import.meta.env.VITE_SAUDA_LOCALE === 'ur' ? 'ur' : 'en';

/**
 * Where this language's pages live: '' for English, '/ur' for Urdu (set by the build's config; Storybook and the
 * tests, which set none, are English).
 */
export const localeBase: string = import.meta.env.VITE_SAUDA_LOCALE_BASE ?? '';

/** The browser address of an in-app path (`/cart` is `/ur/cart` in Urdu), for what leaves the router: a hard load. */
export const addressOf = (path: string): string => (path.startsWith('/') ? `${localeBase}${path}` : path);

/** The in-app path of a browser address's path: the router's view of it, without this language's prefix. */
export function pathOf(address: string): string {
  if (!localeBase || (address !== localeBase && !address.startsWith(`${localeBase}/`))) return address;
  return address.slice(localeBase.length) || '/';
}
