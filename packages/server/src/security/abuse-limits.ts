/**
 * The routes whose requests are counted against abuse: guessing passwords, codes and coupon codes, mail bombing.
 * All are counted per client IP; all but the coupon check also per account.
 */
export const LIMITED_ROUTES = {
  signIn: '/user/signin',
  signUp: '/user/signup',
  verify: '/user/verify',
  forgotPassword: '/user/forgot-password',
  verifyResetCode: '/user/verify-reset-code',
  resendResetCode: '/user/resend-reset-code',
  resetPassword: '/user/reset-password',
  validateCoupon: '/coupons/validate',
} as const;

/** One limited route, by name. */
export type LimitedRoute = keyof typeof LIMITED_ROUTES;

/** The limited routes that name an account (an e-mail, a phone or a user id), counted per account too. */
export type AccountRoute = Exclude<LimitedRoute, 'validateCoupon'>;

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

/**
 * Limits of every limited route (a coupon check names no account: it is counted per IP only), and of searches that
 * reach the database: a search whose answer is kept costs nothing, one of words nobody asked before costs a read, so
 * only those are counted, per IP.
 */
export type AbuseLimits = Record<AccountRoute, RouteLimits> & {
  validateCoupon: Pick<RouteLimits, 'perIp'>;
  search: Pick<RouteLimits, 'perIp'>;
  /** Questions a signed-in shopper asks about products, counted per account (they are shown to everyone). */
  askQuestion: Pick<RouteLimits, 'perAccount'>;
};

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The same limits for every route: `perIp` and `perAccount` requests per `windowMs` (tests use small ones). */
export function uniformAbuseLimits(perIp: number, perAccount: number, windowMs = FIFTEEN_MINUTES): AbuseLimits {
  const limits = { perIp: { limit: perIp, windowMs }, perAccount: { limit: perAccount, windowMs } };
  const names = Object.keys(LIMITED_ROUTES) as LimitedRoute[];
  return Object.fromEntries([
    ...names.map((name) => [name, name === 'validateCoupon' ? { perIp: limits.perIp } : limits]),
    ['search', { perIp: limits.perIp }],
    ['askQuestion', { perAccount: limits.perAccount }],
  ]) as AbuseLimits;
}

/**
 * Production limits: 10 requests per 15 minutes from one IP on each route (coupon checks included); per account 10
 * sign-ins and 5 of every other call (each code check, code mail or reset) per 15 minutes. With codes dying after 5
 * wrong tries, guessing a 6-digit code stays hopeless.
 */
export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  ...uniformAbuseLimits(10, 5),
  // Generous: a phone's header search asks as the shopper types, and a mobile carrier puts many phones behind one
  // address; a script sending new words once a second still hits it.
  search: { perIp: { limit: 600, windowMs: 10 * 60 * 1000 } },
  signIn: { perIp: { limit: 10, windowMs: FIFTEEN_MINUTES }, perAccount: { limit: 10, windowMs: FIFTEEN_MINUTES } },
  // A shopper comparing products asks a few questions; a script posting its text to every product page does not stop.
  askQuestion: { perAccount: { limit: 10, windowMs: FIFTEEN_MINUTES } },
};
