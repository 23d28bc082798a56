/** The routes whose requests are counted against abuse (guessing passwords and codes, mail bombing). */
export const LIMITED_ROUTES = {
  signIn: '/user/signin',
  signUp: '/user/signup',
  verify: '/user/verify',
  forgotPassword: '/user/forgot-password',
  verifyResetCode: '/user/verify-reset-code',
  resendResetCode: '/user/resend-reset-code',
  resetPassword: '/user/reset-password',
} as const;

/** One limited route, by name. */
export type LimitedRoute = keyof typeof LIMITED_ROUTES;

/** At most `limit` requests in any `windowMs` milliseconds. */
export interface AbuseRule {
  limit: number;
  windowMs: number;
}

/** The two counters of one route: per client IP, and per account (e-mail or phone) the request names. */
export interface RouteLimits {
  perIp: AbuseRule;
  perAccount: AbuseRule;
}

/** Limits of every limited route. */
export type AbuseLimits = Record<LimitedRoute, RouteLimits>;

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The same limits for every route: `perIp` and `perAccount` requests per `windowMs` (tests use small ones). */
export function uniformAbuseLimits(perIp: number, perAccount: number, windowMs = FIFTEEN_MINUTES): AbuseLimits {
  const limits = { perIp: { limit: perIp, windowMs }, perAccount: { limit: perAccount, windowMs } };
  const names = Object.keys(LIMITED_ROUTES) as LimitedRoute[];
  return Object.fromEntries(names.map((name) => [name, limits])) as AbuseLimits;
}

/**
 * Production limits: 10 requests per 15 minutes from one IP on each route; per account 10 sign-ins and 5 of every
 * other call (each code check, code mail or reset) per 15 minutes. With codes dying after 5 wrong tries, guessing a
 * 6-digit code stays hopeless.
 */
export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  ...uniformAbuseLimits(10, 5),
  signIn: { perIp: { limit: 10, windowMs: FIFTEEN_MINUTES }, perAccount: { limit: 10, windowMs: FIFTEEN_MINUTES } },
};
