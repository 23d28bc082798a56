import { LOCALES } from '@sauda/commerce';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { type AppConfig, DEFAULT_REQUEST_TIMEOUT_MS } from './config';
import type { Database } from './db/database';
import type { AppDeps } from './deps';
import { answerError, errorBody } from './errors';
import type { Mailer } from './mail/mailer';
import { defaultLogger, type Logger } from './observability/logger';
import { createMetrics } from './observability/metrics';
import { poolUseOf } from './observability/pool-use';
import { requestDeadline } from './observability/request-deadline';
import { observeRequests } from './request-log';
import { apiRoutes } from './routes';
import { healthRoutes } from './routes/health';
import { ipAbuseLimits } from './security/abuse-guard';
import { corsAllowlist } from './security/cors';
import type { InFlightRequests } from './security/in-flight';
import { closeAfterUnreadBody } from './security/unread-body';
import { pageRenderer } from './static/page-renderer';
import { languageBuilds } from './static/page-languages';
import { serveSpa } from './static/serve-spa';
import { bodyLimits } from './uploads/body-limits';

/** Everything `createApp` needs. */
export interface CreateAppOptions {
  db: Database;
  mailer: Mailer;
  config: AppConfig;
  /** Counts requests for a graceful shutdown (the server process passes one). */
  inFlight?: InFlightRequests;
  /** Where the request lines and errors go. @default stdout */
  logger?: Logger;
}

/**
 * The Hono app: `/api/v1` routes, JSON errors, optional storefront with SPA fallback; health probes and `/metrics`
 * ahead of the request deadline and the in-flight count, so a busy or draining instance still answers them.
 */
export function createApp({ db, mailer, config, inFlight, logger = defaultLogger() }: CreateAppOptions) {
  const deps: AppDeps = { db, mailer, config };
  const metrics = createMetrics(poolUseOf(db));
  const app = new Hono({ strict: false });
  app.use(
    observeRequests({ logger, metrics, logRequests: config.logRequests, trustProxy: config.trustProxy ?? false }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    // On the finished response's headers: `c.header()` after `next()` makes Hono copy every body into a new Response.
    c.res.headers.set('x-content-type-options', 'nosniff');
  });
  app.route('/api/v1', healthRoutes(db, inFlight));
  app.get('/metrics', async (c) => {
    const { contentType, body } = await metrics.exposition();
    return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  });
  app.use(requestDeadline(config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS));
  if (inFlight) app.use(inFlight.middleware());
  app.use(compress());
  app.use('/api/*', closeAfterUnreadBody());
  app.use('/api/*', corsAllowlist(config.corsOrigins ?? []));
  app.use('/api/*', ipAbuseLimits(deps));
  app.use('/api/*', bodyLimits());
  app.route('/api/v1', apiRoutes(deps));
  app.all('/api/*', (c) => c.json(errorBody(404, `Not found: ${c.req.method} ${c.req.path}`), 404));
  if (config.staticDir) {
    const request = async (path: string, init?: RequestInit) => app.request(path, init);
    // Each language is its own build; one other than English is served under its prefix (`/ur`) when it was built.
    const builds = languageBuilds({ staticDir: config.staticDir, pageRendererFile: config.pageRendererFile });
    const languages = builds.map(({ locale }) => locale);
    for (const { locale, staticDir, pageRendererFile } of builds.toReversed()) {
      const { prefix } = LOCALES[locale];
      const render = pageRendererFile ? pageRenderer(pageRendererFile, request) : undefined;
      const serve = serveSpa(staticDir, { request, render, prefix, languages });
      if (prefix) app.get(prefix, serve);
      app.get(`${prefix}/*`, serve);
    }
  }
  app.notFound((c) => c.json(errorBody(404, `Not found: ${c.req.method} ${c.req.path}`), 404));
  app.onError((error, c) => answerError(error, c, logger));
  return app;
}
