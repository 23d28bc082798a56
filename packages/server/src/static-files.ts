import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

function fileAnswer(path: string, cacheControl: string): Response {
  const stream = Readable.toWeb(createReadStream(path)) as ReadableStream;
  return new Response(stream, {
    headers: {
      'content-type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      'content-length': String(statSync(path).size),
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * Serves a built single-page app: existing files as they are (`/assets/*` cached for a year), any other GET path
 * answers `index.html` so client routes survive a reload.
 */
export function serveSpa(root: string) {
  const base = resolve(root);
  return (c: Context) => {
    const relative = normalize(decodeURIComponent(c.req.path)).replace(/^([/\\])+/, '');
    const path = join(base, relative);
    if (path.startsWith(base) && relative && existsSync(path) && statSync(path).isFile()) {
      const immutable = relative.startsWith('assets/');
      return fileAnswer(path, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    const index = join(base, 'index.html');
    if (!existsSync(index)) return c.json({ message: 'Not found' }, 404);
    return fileAnswer(index, 'no-cache');
  };
}
