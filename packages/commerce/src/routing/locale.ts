/**
 * The storefront's languages. English is at the site's root; every other language's pages are the same paths under
 * its prefix (`/ur/cart`), so an address says which language a shopper reads, a link shared in Urdu opens in Urdu, and
 * search engines list each language's page (`hreflang`).
 */
export const LOCALES = {
  en: { prefix: '', lang: 'en', dir: 'ltr', name: 'English' },
  ur: { prefix: '/ur', lang: 'ur', dir: 'rtl', name: 'اردو' },
} as const;

export type Locale = keyof typeof LOCALES;

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers the language a shopper last chose, for their next visit to the site's root. */
export const LOCALE_COOKIE = 'sauda_locale';

const isLocale = (value: string): value is Locale => Object.hasOwn(LOCALES, value);

/** The locale a cookie's value names, or undefined for anything else. */
export const localeNamed = (value: string | undefined): Locale | undefined =>
  value !== undefined && isLocale(value) ? value : undefined;

/** The language of an address's path: the locale whose prefix it starts with (a whole segment), else English. */
export function localeOfPath(path: string): Locale {
  for (const [locale, { prefix }] of Object.entries(LOCALES))
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return locale as Locale;
  return DEFAULT_LOCALE;
}

/** The page a path shows, whatever its language: `/ur/cart` and `/cart` are both `/cart`. */
export function pathWithoutLocale(path: string): string {
  const { prefix } = LOCALES[localeOfPath(path)];
  return path.slice(prefix.length) || '/';
}

/** The same page in `locale`: `pathInLocale('/cart', 'ur')` is `/ur/cart`, `pathInLocale('/ur/cart', 'en')` `/cart`. */
export function pathInLocale(path: string, locale: Locale): string {
  const page = pathWithoutLocale(path);
  const { prefix } = LOCALES[locale];
  return prefix && page === '/' ? `${prefix}/` : `${prefix}${page}`;
}
