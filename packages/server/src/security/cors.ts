import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../errors';

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
const EXPOSED_HEADERS = 'Retry-After, Idempotent-Replayed, X-Request-Id';
/** How long a browser may cache a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600';

/** The message of a preflight from an origin not on the list. */
export const ORIGIN_NOT_ALLOWED_MESSAGE = 'This origin may not call the Sauda API.';

/**
 * The origins of a comma-separated `SAUDA_CORS_ORIGINS` (`https://shop.example.pk,http://localhost:5173`).
 * Throws for wildcards, `null` or anything that is not exactly a scheme, host and optional port, so a typo fails at start
 * instead of opening the API.
 */
export function parseCorsOrigins(list: string | undefined): string[] {
  const origins = (list ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || origin.includes('*') || parsed.origin === 'null' || parsed.origin !== origin.toLowerCase()) {
      throw new Error(`SAUDA_CORS_ORIGINS: "${origin}" is not an origin like https://shop.example.pk`);
    }
  }
  return origins.map((origin) => origin.toLowerCase());
}

/**
 * CORS by allowlist: a request from a listed origin gets that exact origin back (never `*`, never credentials: the
 * API uses bearer tokens, not cookies) and its preflight a 204; a preflight from any other origin gets 403
 * `{ message }` and no CORS headers. With an empty list the API is same-origin only and sends no CORS headers.
 */
export function corsAllowlist(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const preflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
    if (origin === undefined) return next();
    const listed = allowed.has(origin.toLowerCase());
    if (allowed.size > 0) c.header('Vary', 'Origin', { append: true });
    if (preflight) {
      if (!listed) return c.json(errorBody(403, ORIGIN_NOT_ALLOWED_MESSAGE, 'origin_not_allowed'), 403);
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      c.header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
      return c.body(null, 204);
    }
    await next();
    if (listed) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
  };
}
