import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { TooManyRequestsError } from '../errors';
import { abuseLimitRefusals } from '../observability/metrics';
import { countHit, pruneNowAndThen } from './abuse-counters';
import {
  type AbuseRule,
  type AccountRoute,
  DEFAULT_ABUSE_LIMITS,
  LIMITED_ROUTES,
  type LimitedRoute,
} from './abuse-limits';
import { clientIp } from './client-ip';

/** What a refusal says before 'Please try again in …'. */
const REFUSAL: Partial<Record<CountedRequest, string>> = {
  validateCoupon: 'Too many coupon codes tried.',
  search: 'Too many searches.',
  askQuestion: 'Too many questions asked.',
};

/** What is counted: a limited route's requests, searches that reach the database, or questions asked. */
type CountedRequest = LimitedRoute | 'search' | 'askQuestion';

/**
 * 'Too many attempts. Please try again in 15 minutes.' (whole minutes, at least one); the coupon check says 'Too
 * many coupon codes tried.' instead of 'Too many attempts.'.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number, route?: CountedRequest): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const refusal = (route && REFUSAL[route]) ?? 'Too many attempts.';
  return `${refusal} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Longer accounts or addresses are cut, so a flood of huge keys cannot fill the table (an e-mail has at most 254). */
const MAX_KEY_LENGTH = 320;

/** Counts one hit in the database every instance shares; past the rule's limit, throws 429 with `Retry-After`. */
async function check(
  { db }: Pick<AppDeps, 'db'>,
  route: CountedRequest,
  counter: 'ip' | 'account',
  key: string,
  rule: AbuseRule,
) {
  pruneNowAndThen(db);
  const hit = await countHit(db, `${route}:${counter}`, key, rule);
  if (hit.allowed) return;
  abuseLimitRefusals.inc({ limit: `${route}:${counter}` });
  const seconds = Math.max(1, Math.ceil(hit.retryAfterMs / 1000));
  throw new TooManyRequestsError(tooManyAttemptsMessage(seconds, route), seconds);
}

const routeByPath = new Map(
  Object.entries(LIMITED_ROUTES).map(([name, path]) => [`/api/v1${path}`, name as LimitedRoute]),
);

/**
 * Counts every POST to a limited route per client IP before its body is read; past the route's `perIp` limit the
 * answer is 429 `{ message }` with `Retry-After`. Does nothing when `config.abuseLimits` is `false`.
 */
export function ipAbuseLimits(deps: Pick<AppDeps, 'config' | 'db'>): MiddlewareHandler {
  const { config } = deps;
  return async (c, next) => {
    const limits = config.abuseLimits ?? DEFAULT_ABUSE_LIMITS;
    const route = c.req.method === 'POST' ? routeByPath.get(c.req.path.replace(/\/+$/, '')) : undefined;
    if (limits && route) {
      const ip = clientIp(c, config.trustProxy ?? false).slice(0, MAX_KEY_LENGTH);
      await check(deps, route, 'ip', ip, limits[route].perIp);
    }
    await next();
  };
}

/**
 * Counts a request against the account it names (an e-mail, a phone or a user id, compared case-insensitively);
 * past the route's `perAccount` limit it throws 429 with `Retry-After`. Unknown accounts are counted alike, so the
 * limit tells nothing about which accounts exist.
 */
export async function limitAccount(deps: Pick<AppDeps, 'config' | 'db'>, route: AccountRoute, account: string) {
  const limits = deps.config.abuseLimits ?? DEFAULT_ABUSE_LIMITS;
  if (!limits) return;
  const key = account.trim().toLowerCase().slice(0, MAX_KEY_LENGTH);
  await check(deps, route, 'account', key, limits[route].perAccount);
}

/**
 * Counts a search that reaches the database against the client's IP (kept answers are free and never counted); past
 * the `search` limit it throws 429 'Too many searches. …' with `Retry-After`.
 */
export async function limitSearch(deps: Pick<AppDeps, 'config' | 'db'>, c: Context) {
  const limits = deps.config.abuseLimits ?? DEFAULT_ABUSE_LIMITS;
  if (!limits) return;
  const ip = clientIp(c, deps.config.trustProxy ?? false).slice(0, MAX_KEY_LENGTH);
  await check(deps, 'search', 'ip', ip, limits.search.perIp);
}

/**
 * Counts a question the signed-in user `userId` asks; past the `askQuestion` limit it throws 429 'Too many questions
 * asked. …' with `Retry-After`.
 */
export async function limitQuestions(deps: Pick<AppDeps, 'config' | 'db'>, userId: string) {
  const limits = deps.config.abuseLimits ?? DEFAULT_ABUSE_LIMITS;
  if (!limits) return;
  await check(deps, 'askQuestion', 'account', userId.toLowerCase(), limits.askQuestion.perAccount);
}
