import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { answersOf, withRenderedPage, type RenderPage } from '../../../../packages/server/src/static/page-renderer.ts';

/** Paths the dev server answers itself (its modules, the proxied API, files): never a page. */
const notAPage = /^\/(?:@|api\/|uploads\/|node_modules\/|src\/)|\.[a-z0-9]+$/i;

function isPageRequest(req: IncomingMessage, pathname: string): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') && !notAPage.test(pathname);
}

/** The server renderer from the storefront's sources, as Vite has them now (an edit reloads it). */
async function loadRenderer(server: ViteDevServer, apiOrigin: string): Promise<RenderPage> {
  const module = (await server.ssrLoadModule('/src/entry-server.tsx')) as {
    createPageRenderer: (fetch: (path: string, init?: RequestInit) => Promise<Response>) => RenderPage;
  };
  return module.createPageRenderer((path, init) => fetch(new URL(path, apiOrigin), init));
}

/**
 * `npm run dev` renders each page on the server the way the reference server does in production
 * (`packages/server/src/static/serve-spa.ts`, with the same `withRenderedPage`), from the sources, so the code path a
 * shopper gets first is the one a developer sees, with hot reload. The page's API calls go to `apiOrigin`, the
 * server the dev server proxies `/api` to. What production adds around it (route hints, preloads of the build's
 * files, the page's picture) describes built files, so it is left out. A page that cannot be rendered (the API is
 * down, a render error) is drawn in the browser, as in production; the error is logged.
 */
export function devRenderPlugin({ indexFile, apiOrigin }: { indexFile: string; apiOrigin: string }): Plugin {
  return {
    name: 'sauda-dev-render',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.originalUrl ?? req.url ?? '/';
        const address = new URL(url, `http://${req.headers.host ?? '127.0.0.1'}`);
        if (!isPageRequest(req, address.pathname)) return next();
        void (async () => {
          const template = await server.transformIndexHtml(url, readFileSync(indexFile, 'utf8'));
          const page = await loadRenderer(server, apiOrigin)
            .then((render) => render(address.href))
            .catch((error: unknown) => {
              if (error instanceof Error) server.ssrFixStacktrace(error);
              server.config.logger.error(`Server render of ${url} failed: ${String(error)}`);
              return undefined;
            });
          res.statusCode = 200;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(page ? withRenderedPage(template, page, answersOf(page)) : template);
        })().catch(next);
      });
    },
  };
}
