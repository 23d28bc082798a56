import { createReadStream, existsSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { contentTypeOf } from './content-types';
import { DOCUMENT_HEADERS, FILE_HEADERS } from './page-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function fileAnswer(c: Context, path: string, cacheControl: string): Response {
  const stats = statSync(path);
  const lastModified = new Date(Math.floor(stats.mtimeMs / 1000) * 1000);
  const headers: Record<string, string> = {
    ...FILE_HEADERS,
    ...(path.endsWith('.html') ? DOCUMENT_HEADERS : {}),
    'content-type': contentTypeOf(path),
    'cache-control': cacheControl,
    'last-modified': lastModified.toUTCString(),
  };
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  if (!Number.isNaN(since) && lastModified.getTime() <= since) return new Response(null, { status: 304, headers });
  const body = c.req.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(path)) as ReadableStream);
  return new Response(body, { headers: { ...headers, 'content-length': String(stats.size) } });
}

/**
 * Serves a built single-page app: existing files as they are (`/assets/*` are content-hashed, so cached for a
 * year), any other GET path answers `index.html` so client routes survive a reload. Revalidation by
 * `If-Modified-Since` answers 304.
 */
export function serveSpa(root: string) {
  const base = resolve(root);
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
    return fileAnswer(c, index, 'no-cache');
  };
}
