import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { buildOpenApiDocument } from '@sauda/api';
import { Hono } from 'hono';

const require = createRequire(import.meta.url);
/** Redoc's standalone bundle, served from its npm package by this server (no CDN). */
const REDOC_BUNDLE_FILE = require.resolve('redoc/bundles/redoc.standalone.js');
const REDOC_VERSION = (require('redoc/package.json') as { version: string }).version;
/** The bundle's URL names its version, so browsers may keep it for good. */
const REDOC_BUNDLE_PATH = `/api/v1/docs/redoc-${REDOC_VERSION}.standalone.js`;

/**
 * The reference page's own Content-Security-Policy: only this server's scripts (the storefront's forbids inline and
 * foreign script too); inline styles, which Redoc's styled-components inject; the search index in a Worker Redoc
 * starts from a blob: URL; nothing may frame the page.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page: Redoc's bundle renders the `<redoc>` element it finds when it loads, so no script runs inline. */
const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sauda API reference</title>
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <redoc spec-url="/api/v1/openapi.json"></redoc>
    <script src="${REDOC_BUNDLE_PATH}"></script>
  </body>
</html>
`;

/**
 * `GET /openapi.json`: the OpenAPI document of this server, built from the endpoint definitions (the same as
 * packages/api/openapi.json). `GET /docs`: its reference page, rendered by Redoc from this server's own copy.
 */
export function openApiRoutes() {
  let document: string | undefined;
  let bundle: Promise<Buffer> | undefined;
  return new Hono()
    .get('/openapi.json', (c) => {
      document ??= JSON.stringify(buildOpenApiDocument());
      return c.body(document, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
    })
    .get('/docs', (c) =>
      c.html(DOCS_PAGE, 200, {
        'content-security-policy': DOCS_CSP,
        'cache-control': 'no-cache',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
      }),
    )
    .get(REDOC_BUNDLE_PATH.replace('/api/v1', ''), async (c) => {
      bundle ??= readFile(REDOC_BUNDLE_FILE);
      return c.body(new Uint8Array(await bundle), 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
      });
    });
}
