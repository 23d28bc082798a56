import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/** Middleware take `(c, next)`; endpoint handlers take only `(c)`. */
const isMiddleware = (handler: (...args: never[]) => unknown) => handler.length >= 2;

/**
 * The route pattern a request matched (`/api/v1/products/:id`), never the raw path with its ids, so metric labels
 * stay few. When a middleware answered (a 429, a 503 while draining, a 413), it is the pattern of the endpoint the
 * request was heading to; with no endpoint at all, the pattern of whatever answered (`/api/*`, `*`).
 */
export function routePattern(c: Context): string {
  const routes = matchedRoutes(c);
  for (let index = c.req.routeIndex; index < routes.length; index++) {
    const route = routes[index]!;
    if (!isMiddleware(route.handler)) return route.path;
  }
  return routes[c.req.routeIndex]?.path ?? '*';
}
