import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { contentTypeOf } from './content-types';
import { DOCUMENT_HEADERS, FILE_HEADERS } from './page-headers';
import { parseRouteHints, routeHintLinks, withHeadLinks, type RouteHints } from './route-hints';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Written by the storefront build beside index.html (`storefront/route-hints-plugin.ts`). */
const ROUTE_HINTS_FILE = 'route-hints.json';

/** A file's answer: `body` gives its bytes (the file itself by default); 304 when the client's copy is current. */
function fileAnswer(
  c: Context,
  path: string,
  cacheControl: string,
  content?: { body: string; modified: number },
): Response {
  const stats = statSync(path);
  const lastModified = new Date(Math.floor(Math.max(stats.mtimeMs, content?.modified ?? 0) / 1000) * 1000);
  const headers: Record<string, string> = {
    ...FILE_HEADERS,
    ...(path.endsWith('.html') ? DOCUMENT_HEADERS : {}),
    'content-type': contentTypeOf(path),
    'cache-control': cacheControl,
    'last-modified': lastModified.toUTCString(),
  };
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  if (!Number.isNaN(since) && lastModified.getTime() <= since) return new Response(null, { status: 304, headers });
  const length = content ? Buffer.byteLength(content.body) : stats.size;
  let body: BodyInit | null = null;
  if (c.req.method !== 'HEAD')
    body = content ? content.body : (Readable.toWeb(createReadStream(path)) as ReadableStream);
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
 * first requests, so the browser fetches them while the entry script is still arriving.
 */
function documentAnswer(c: Context, index: string, readHints: ReturnType<typeof hintsReader>): Response {
  const found = readHints();
  if (!found) return fileAnswer(c, index, 'no-cache');
  const url = new URL(c.req.url);
  const links = routeHintLinks(found.hints, url.pathname, url.searchParams);
  const body = withHeadLinks(readFileSync(index, 'utf8'), links);
  return fileAnswer(c, index, 'no-cache', { body, modified: found.modified });
}

/**
 * Serves a built single-page app: existing files as they are (`/assets/*` are content-hashed, so cached for a
 * year), any other GET path answers `index.html` so client routes survive a reload, with the route's hints when
 * the build wrote them. Revalidation by `If-Modified-Since` answers 304.
 */
export function serveSpa(root: string) {
  const base = resolve(root);
  const readHints = hintsReader(join(base, ROUTE_HINTS_FILE));
  return (c: Context) => {
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(c.req.path)).replace(/^([/\\])+/, '');
    } catch {
      return c.json({ message: 'Malformed path: it is not valid percent-encoding.' }, 400);
    }
    const path = join(base, relative);
    if (path.startsWith(base + sep) && relative && existsSync(path) && statSync(path).isFile()) {
      return fileAnswer(c, path, relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    }
    const index = join(base, 'index.html');
    if (!existsSync(index)) return c.json({ message: 'Not found' }, 404);
    return documentAnswer(c, index, readHints);
  };
}
