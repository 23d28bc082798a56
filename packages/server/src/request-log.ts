import type { MiddlewareHandler } from 'hono';

/** Logs one JSON line per request: time, method, path, status, duration. */
export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    console.log(
      JSON.stringify({
        time: new Date().toISOString(),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }),
    );
  };
}
