import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { AppDeps } from './deps';
import { answerError } from './errors';
import type { Mailer } from './mail/mailer';
import { requestLog } from './request-log';
import { apiRoutes } from './routes';
import { ipAbuseLimits } from './security/abuse-guard';
import { corsAllowlist } from './security/cors';
import type { InFlightRequests } from './security/in-flight';
import { closeAfterUnreadBody } from './security/unread-body';
import { pageRenderer } from './static/page-renderer';
import { serveSpa } from './static/serve-spa';
import { bodyLimits } from './uploads/body-limits';

/** Everything `createApp` needs. */
export interface CreateAppOptions {
  db: Database;
  mailer: Mailer;
  config: AppConfig;
  /** Counts requests for a graceful shutdown (the server process passes one). */
  inFlight?: InFlightRequests;
}

/** The Hono app: `/api/v1` routes, JSON errors, optional storefront with SPA fallback. */
export function createApp({ db, mailer, config, inFlight }: CreateAppOptions) {
  const deps: AppDeps = { db, mailer, config };
  const app = new Hono({ strict: false });
  if (config.logRequests) app.use(requestLog());
  if (inFlight) app.use(inFlight.middleware());
  app.use(compress());
  app.use('/api/*', async (c, next) => {
    await next();
    // On the finished response's headers: `c.header()` after `next()` makes Hono copy every body into a new Response.
    c.res.headers.set('x-content-type-options', 'nosniff');
  });
  app.use('/api/*', closeAfterUnreadBody());
  app.use('/api/*', corsAllowlist(config.corsOrigins ?? []));
  app.use('/api/*', ipAbuseLimits(config));
  app.use('/api/*', bodyLimits());
  app.route('/api/v1', apiRoutes(deps));
  app.all('/api/*', (c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  if (config.staticDir) {
    const request = async (path: string, init?: RequestInit) => app.request(path, init);
    const render = config.pageRendererFile ? pageRenderer(config.pageRendererFile, request) : undefined;
    app.get('*', serveSpa(config.staticDir, { request, render }));
  }
  app.notFound((c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  app.onError(answerError);
  return app;
}
