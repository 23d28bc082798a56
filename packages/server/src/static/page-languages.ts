import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  localeNamed,
  localeOfPath,
  pathInLocale,
  type Locale,
} from '@sauda/commerce';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The head links naming the page at `url` in each of the `languages` served (`hreflang`, absolute as search engines
 * require, the query kept), English also as the default for any other language; none when one language is served. A search engine then lists the Urdu copy for Urdu
 * searches and the English one for others, and counts them as one page.
 */
export function languageAlternates(url: URL, languages: readonly Locale[]): string {
  if (languages.length < 2) return '';
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(
      `${url.origin}${pathInLocale(url.pathname, locale)}${url.search}`,
    )}">`;
  const each = languages.map((locale) => link(LOCALES[locale].lang, locale));
  return [...each, link('x-default', DEFAULT_LOCALE)].join('');
}

/** Whether the request comes from one of this site's own pages. */
function fromThisSite(c: Context): boolean {
  if (c.req.header('sec-fetch-site') === 'same-origin') return true;
  const referer = c.req.header('referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === new URL(c.req.url).origin;
  } catch {
    return false;
  }
}

/**
 * Where a shopper is sent who opens the site's root (`/`) having chosen another language on an earlier visit (the
 * storefront's switch sets `LOCALE_COOKIE`): that language's home. Undefined for any other page, which the shopper
 * (or a link) asked for in its own language, for a shopper who chose English or never chose, for a language not
 * among the `languages` served, and for a navigation from the site itself (the switch's link to English home): the
 * browser says so (`Sec-Fetch-Site: same-origin`, or a Referer of this origin).
 */
export function rememberedLanguageHome(c: Context, languages: readonly Locale[]): string | undefined {
  if (c.req.path !== '/' || fromThisSite(c)) return undefined;
  const chosen = localeNamed(getCookie(c, LOCALE_COOKIE));
  if (!chosen || chosen === localeOfPath(c.req.path) || !languages.includes(chosen)) return undefined;
  return pathInLocale('/', chosen);
}

/**
 * The storefront's builds, one per language, English's first: English's are the configured storefront and renderer;
 * another language's are in a folder named by its prefix beside them (`storefront/dist/ur`,
 * `storefront/dist-ssr/ur/entry-server.js`), as the storefront's build writes them (`storefront/vite.config.ts`), and
 * count only when built (a storefront built in English alone is served in English alone).
 */
export function languageBuilds(english: {
  staticDir: string;
  pageRendererFile?: string;
}): { locale: Locale; staticDir: string; pageRendererFile?: string }[] {
  const { staticDir, pageRendererFile } = english;
  return (Object.keys(LOCALES) as Locale[]).flatMap((locale) => {
    const folder = LOCALES[locale].prefix;
    if (!folder) return [{ locale, ...english }];
    if (!existsSync(join(staticDir, folder, 'index.html'))) return [];
    const renderer = pageRendererFile && join(dirname(pageRendererFile), folder, basename(pageRendererFile));
    return [{ locale, staticDir: join(staticDir, folder), ...(renderer ? { pageRendererFile: renderer } : {}) }];
  });
}

/**
 * The `Set-Cookie` that remembers the language of the page being served (`LOCALE_COOKIE`, a year), when it is not the
 * one remembered already: the language a shopper last read (chose with the switch, or opened a link in) is the one
 * the site's root opens in next time (`rememberedLanguageHome`). Nothing for a shopper reading English who never read
 * another language, so most pages carry no cookie at all.
 */
export function rememberLanguage(c: Context, locale: Locale): string | undefined {
  const remembered = localeNamed(getCookie(c, LOCALE_COOKIE));
  if (remembered === locale || (!remembered && locale === DEFAULT_LOCALE)) return undefined;
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`;
}
