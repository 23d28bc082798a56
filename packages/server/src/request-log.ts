import type { MiddlewareHandler } from 'hono';
import type { Logger } from './observability/logger';
import { type AppMetrics, withMetrics } from './observability/metrics';
import { requestIdFrom } from './observability/request-id';
import { routePattern } from './observability/route-pattern';
import { clientIp } from './security/client-ip';

/** What `observeRequests` writes to. */
export interface RequestObserver {
  logger: Logger;
  metrics: AppMetrics;
  /** Write the per-request log line (metrics and the request id are kept either way). */
  logRequests: boolean;
  /** Take the client address from `X-Forwarded-For` (see `clientIp`). */
  trustProxy: boolean;
}

/**
 * The first middleware of the app: gives each request its id (echoed as `X-Request-Id`), counts it in the metrics by
 * route pattern and status, and logs one JSON line: request id, method, route, path (never the query string, which
 * may carry an e-mail), status, duration in ms and client address. Nothing from headers or bodies is logged.
 */
export function observeRequests({ logger, metrics, logRequests, trustProxy }: RequestObserver): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    await withMetrics(metrics, next);
    const seconds = (performance.now() - started) / 1000;
    // On the finished response: `c.header()` after `next()` would make Hono copy the body into a new Response.
    c.res.headers.set('x-request-id', requestId);
    const labels = { method: c.req.method, route: routePattern(c), status: String(c.res.status) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, seconds);
    if (!logRequests) return;
    logger[c.res.status >= 500 ? 'error' : 'info']({
      event: 'request',
      requestId,
      method: labels.method,
      route: labels.route,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(seconds * 10_000) / 10,
      client: clientIp(c, trustProxy),
    });
  };
}
