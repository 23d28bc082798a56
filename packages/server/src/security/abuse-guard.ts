import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config';
import { TooManyRequestsError } from '../errors';
import { type AbuseRule, DEFAULT_ABUSE_LIMITS, LIMITED_ROUTES, type LimitedRoute } from './abuse-limits';
import { clientIp } from './client-ip';
import { SlidingWindow } from './sliding-window';

/** 'Too many attempts. Please try again in 15 minutes.' (whole minutes, at least one). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Longer accounts or addresses are cut, so a flood of huge keys cannot fill memory (an e-mail has at most 254). */
const MAX_KEY_LENGTH = 320;

/** The counters of one app: a config object gets its own, so every test server starts afresh. */
const windows = new WeakMap<AppConfig, SlidingWindow>();

function windowOf(config: AppConfig): SlidingWindow {
  let window = windows.get(config);
  if (!window) windows.set(config, (window = new SlidingWindow()));
  return window;
}

function check(config: AppConfig, key: string, rule: AbuseRule) {
  const hit = windowOf(config).hit(key, rule);
  if (hit.allowed) return;
  const seconds = Math.max(1, Math.ceil(hit.retryAfterMs / 1000));
  throw new TooManyRequestsError(tooManyAttemptsMessage(seconds), seconds);
}

const routeByPath = new Map(
  Object.entries(LIMITED_ROUTES).map(([name, path]) => [`/api/v1${path}`, name as LimitedRoute]),
);

/**
 * Counts every POST to a limited route per client IP before its body is read; past the route's `perIp` limit the
 * answer is 429 `{ message }` with `Retry-After`. Does nothing when `config.abuseLimits` is `false`.
 */
export function ipAbuseLimits(config: AppConfig): MiddlewareHandler {
  return async (c, next) => {
    const limits = config.abuseLimits ?? DEFAULT_ABUSE_LIMITS;
    const route = c.req.method === 'POST' ? routeByPath.get(c.req.path.replace(/\/+$/, '')) : undefined;
    if (limits && route) {
      const ip = clientIp(c, config.trustProxy ?? false).slice(0, MAX_KEY_LENGTH);
      check(config, `ip:${route}:${ip}`, limits[route].perIp);
    }
    await next();
  };
}

/**
 * Counts a request against the account it names (an e-mail, a phone or a user id, compared case-insensitively);
 * past the route's `perAccount` limit it throws 429 with `Retry-After`. Unknown accounts are counted alike, so the
 * limit tells nothing about which accounts exist.
 */
export function limitAccount(config: AppConfig, route: LimitedRoute, account: string) {
  const limits = config.abuseLimits ?? DEFAULT_ABUSE_LIMITS;
  if (!limits) return;
  const key = account.trim().toLowerCase().slice(0, MAX_KEY_LENGTH);
  check(config, `account:${route}:${key}`, limits[route].perAccount);
}
