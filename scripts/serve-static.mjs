// A tiny static file server on 127.0.0.1 for the built Storybook, used by the story and visual suites.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/**
 * Serves `dir` on `host` (port 0 = any free port). With `spa`, unknown paths answer index.html so client-side routes
 * load. Resolves to `{ url, close }`.
 */
export function serveStatic(dir, port = 0, { host = '127.0.0.1', spa = false } = {}) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file) && spa) file = join(root, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end('Not found');
      return;
    }
    // Browser suites open hundreds of pages: let Chromium cache everything but the HTML between them.
    const cache = extname(file) === '.html' ? 'no-cache' : 'public, max-age=3600';
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': cache });
    createReadStream(file).pipe(res);
  });
  return new Promise((done) => {
    server.listen(port, host, () => {
      const address = server.address();
      const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
      done({ url, close: () => new Promise((closed) => server.close(() => closed())) });
    });
  });
}

// `node scripts/serve-static.mjs <dir> <port>` serves until killed (Playwright's webServer uses this).
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'storybook-static', port = '6006'] = process.argv.slice(2);
  const { url } = await serveStatic(dir, Number(port));
  console.log(`Serving ${dir} at ${url}`);
}
