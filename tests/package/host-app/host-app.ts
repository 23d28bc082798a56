// The plumbing of a host app built from the packed kit: its page bundled by the app's own esbuild, its directory
// served as a dev server would, and the computed styles a test compares.
import { copyFileSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright';

const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
};

/** Bundles `host-page.tsx` (every widget of the kit, rendered into `#kit`) into the app's `app.js`. */
export async function buildHostPage(app: string): Promise<void> {
  copyFileSync(join(import.meta.dirname, 'host-page.tsx'), join(app, 'host-page.tsx'));
  await build({
    entryPoints: [join(app, 'host-page.tsx')],
    absWorkingDir: app,
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    outfile: join(app, 'app.js'),
    // React's development build: its warnings (refs on function components, unknown DOM props) reach the console.
    define: { 'process.env.NODE_ENV': '"development"' },
    tsconfigRaw: {},
    logLevel: 'silent',
  });
}

/** Serves the app's directory (its node_modules included, as a dev server would) on a free port; resolves its origin. */
export async function serveApp(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    try {
      const body = readFileSync(join(root, path));
      response.writeHead(200, { 'content-type': MIME[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * The host's page: its own markup, the kit's widgets rendered below it into `#kit` by `app.js`, and `stylesheets`
 * linked in order.
 */
export const hostPageHtml = (hostMarkup: string, stylesheets: readonly string[]) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Partner shop</title>
    ${stylesheets.map((href) => `<link rel="stylesheet" href="${href}" />`).join('\n    ')}
  </head>
  <body>
    ${hostMarkup}
    <div id="kit"></div>
    <script type="module" src="/app.js"></script>
  </body>
</html>`;

/** `properties` of every element `selector` matches, in document order, keyed by its position and tag or slot. */
export const computedStyles = (page: Page, selector: string, properties: readonly string[]) =>
  page.evaluate(
    ({ selector, properties }) =>
      Object.fromEntries(
        [...document.querySelectorAll(selector)].map((element, index) => {
          const style = getComputedStyle(element);
          const name = element.getAttribute('data-slot') ?? element.tagName.toLowerCase();
          return [`${index} ${name}`, Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]))];
        }),
      ),
    { selector, properties: [...properties] },
  );
