import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { DEFAULT_LOCALE, localeOfPath, pathWithoutLocale, type Locale } from '@sauda/commerce';
import { contentTypeOf } from './content-types';
import { asksForLite, LITE_MODE_VARY, preloadedPicture, withLiteDocument, withLiteRoot } from './lite-mode';
import { DOCUMENT_HEADERS, FILE_HEADERS } from './page-headers';
import { pagePicture } from './page-picture';
import { languageAlternates, rememberedLanguageHome, rememberLanguage } from './page-languages';
import { answersOf, withRenderedPage, type RenderPage, type RequestInProcess } from './page-renderer';
import {
  imageHintLink,
  parseRouteHints,
  pictureRequest,
  routeHintLinks,
  withHeadLinks,
  type RouteHints,
} from './route-hints';

export interface ServeSpaOptions {
  /** Answers an API request in process (the app's own routes), for a page's largest picture. */
  request?: RequestInProcess;
  /** Renders a storefront page on the server (`pageRenderer`); the page then comes inside `index.html`. */
  render?: RenderPage;
  /**
   * The address prefix of the language this build speaks ('/ur' for the Urdu build in `root`); its pages' paths are
   * read without it. '' (the default) for English, at the site's root.
   */
  prefix?: string;
  /** The languages the storefront is served in, for each page's `hreflang` links. @default ['en'] */
  languages?: readonly Locale[];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Written by the storefront build beside index.html (`storefront/src/first-load/build/route-hints-plugin.ts`). */
const ROUTE_HINTS_FILE = 'route-hints.json';
/**
 * The service worker's files and the web app manifest (`storefront/pwa-plugin.ts`). Missing, they are a 404, never the
 * page: a browser would reject an HTML worker on each check, and a manifest that reads as HTML breaks installing.
 */
const APP_FILES = /^(?:sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/;

/** Whether the request's Accept-Encoding takes brotli (`br`, with no `q=0`). */
function acceptsBrotli(c: Context): boolean {
  return (c.req.header('accept-encoding') ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    return name === 'br' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/**
 * A file's answer: `body` gives its bytes (the file itself by default); 304 when the client's copy is current. A
 * body whose `modified` is null depends on data, not files: it has no Last-Modified and is never answered 304. A file
 * the build compressed with brotli beside it (`name.br`, `storefront/src/first-load/build/precompress-plugin.ts`) is sent as that to a
 * client that takes brotli.
 */
function fileAnswer(
  c: Context,
  path: string,
  cacheControl: string,
  content?: { body: string; modified: number | null },
): Response {
  const stats = statSync(path);
  const headers: Record<string, string> = {
    ...FILE_HEADERS,
    ...(path.endsWith('.html') ? DOCUMENT_HEADERS : {}),
    'content-type': contentTypeOf(path),
    'cache-control': cacheControl,
  };
  const brotli = !content && existsSync(`${path}.br`);
  if (brotli) headers.vary = 'accept-encoding';
  if (content?.modified !== null) {
    const lastModified = new Date(Math.floor(Math.max(stats.mtimeMs, content?.modified ?? 0) / 1000) * 1000);
    headers['last-modified'] = lastModified.toUTCString();
    const since = Date.parse(c.req.header('if-modified-since') ?? '');
    if (!Number.isNaN(since) && lastModified.getTime() <= since) return new Response(null, { status: 304, headers });
  }
  const sent = brotli && acceptsBrotli(c) ? `${path}.br` : path;
  if (sent !== path) headers['content-encoding'] = 'br';
  const length = content ? Buffer.byteLength(content.body) : statSync(sent).size;
  let body: BodyInit | null = null;
  if (c.req.method !== 'HEAD')
    body = content ? content.body : (Readable.toWeb(createReadStream(sent)) as ReadableStream);
  return new Response(body, { headers: { ...headers, 'content-length': String(length) } });
}

/** The build's route hints, read again only when the file changes (a rebuild while the server runs). */
function hintsReader(path: string): () => { hints: RouteHints; modified: number } | undefined {
  let cached: { hints: RouteHints | undefined; modified: number } | undefined;
  return () => {
    if (!existsSync(path)) return undefined;
    const modified = statSync(path).mtimeMs;
    if (cached?.modified !== modified) cached = { hints: parseRouteHints(readFileSync(path, 'utf8')), modified };
    return cached.hints ? { hints: cached.hints, modified } : undefined;
  };
}

/**
 * `index.html` for a client route. With the build's route hints, its head also names the route's modules and
 * first requests, so the browser fetches them while the entry script is still arriving; and the page's largest
 * picture (a product's first, a listing's first card), which would otherwise wait for the entry, the page's chunk and
 * the data. The server answers the page's first request itself to find it; the browser's identical request then
 * comes from the catalogue cache. With the storefront's renderer, pages that look the same to every shopper come
 * rendered, so they paint before the storefront's code has arrived.
 */
async function documentAnswer(
  c: Context,
  index: string,
  readHints: ReturnType<typeof hintsReader>,
  options: ServeSpaOptions,
): Promise<Response> {
  const found = readHints();
  const url = new URL(c.req.url);
  // The build's routes and hints know the page's path without the language's prefix; the renderer strips it itself.
  const path = pathWithoutLocale(url.pathname);
  const { request, render } = options;
  const wanted = found && request && pictureRequest(found.hints, path, url.searchParams);
  const lite = asksForLite(c);
  // Without the picture or the render the page still works: a failure only loses the early start.
  const [image, page] = await Promise.all([
    wanted
      ? request(wanted.url)
          .then((answer) => pagePicture(wanted.picture, answer))
          .catch(() => undefined)
      : undefined,
    render?.(url.href, { lite }).catch(() => undefined),
  ]);
  // A page that carries its answers needs neither the requests nor the code that reads their answers.
  const answers = page ? answersOf(page) : '';
  const links =
    languageAlternates(url, options.languages ?? [DEFAULT_LOCALE]) +
    (found
      ? routeHintLinks(found.hints, path, url.searchParams, {
          rendered: page?.takeOver,
          answered: answers !== '',
        }) + (image ? imageHintLink(preloadedPicture(image, lite)) : '')
      : '');
  let body = withHeadLinks(readFileSync(index, 'utf8'), links);
  if (page) body = withRenderedPage(body, page, answers);
  if (page && lite) body = withLiteRoot(body);
  if (lite) body = withLiteDocument(body);
  // A page that names a picture or comes rendered changes with the catalogue, not with the build; a Lite page is never
  // answered 304, so a copy kept from before the shopper switched Lite mode is never taken for it. The language links
  // change with the address only.
  const fromFiles = !image && !page && !lite;
  const modified = fromFiles ? (found?.modified ?? 0) : null;
  const answer = fileAnswer(c, index, 'no-cache', { body, modified });
  // Its fonts (and its pictures) change with Lite mode: no cache may give it to a shopper who asked otherwise.
  answer.headers.append('vary', LITE_MODE_VARY);
  const remember = rememberLanguage(c, localeOfPath(url.pathname));
  if (remember) answer.headers.append('set-cookie', remember);
  return answer;
}

/**
 * Serves a built single-page app: existing files as they are (`/assets/*` are content-hashed, so cached for a
 * year; every other file, the service worker's included, is revalidated on each use: `no-cache`), any other GET path
 * answers `index.html` so client routes survive a reload, with the route's hints when the build wrote them (but not
 * `APP_FILES`). Revalidation by `If-Modified-Since` answers 304, except for a page that names a picture.
 */
export function serveSpa(root: string, options: ServeSpaOptions = {}) {
  const base = resolve(root);
  const readHints = hintsReader(join(base, ROUTE_HINTS_FILE));
  const prefix = options.prefix ?? '';
  return (c: Context) => {
    const home = rememberedLanguageHome(c, options.languages ?? [DEFAULT_LOCALE]);
    if (home) return c.redirect(home, 302);
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(c.req.path.slice(prefix.length))).replace(/^([/\\])+/, '');
    } catch {
      return c.json({ message: 'Malformed path: it is not valid percent-encoding.' }, 400);
    }
    const path = join(base, relative);
    if (path.startsWith(base + sep) && relative && existsSync(path) && statSync(path).isFile()) {
      return fileAnswer(c, path, relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    }
    const index = join(base, 'index.html');
    // A build's file that is not there (an old page asking for a chunk a new build replaced) is a 404, never the page:
    // as a script, HTML would fail to run with no word of why.
    if (!existsSync(index) || APP_FILES.test(relative) || relative.startsWith('assets/'))
      return c.json({ message: 'Not found' }, 404);
    return documentAnswer(c, index, readHints, options);
  };
}
