import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a bearer token proves. */
export interface TokenClaims {
  /** User id. */
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** The user's `token_version` when the token was issued; a password reset bumps it, ending older tokens. */
  ver: number;
}

/** Options of `issueToken`. */
export interface IssueTokenOptions {
  /** The user's current `token_version`. @default 0 */
  version?: number;
  /** The issuing time, milliseconds since the epoch. @default Date.now() */
  now?: number;
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

const isVersion = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A token `<payload>.<hmac>` for a user at `version`, valid `ttlSeconds`. */
export function issueToken(
  userId: string,
  secret: string,
  ttlSeconds: number,
  { version = 0, now = Date.now() }: IssueTokenOptions = {},
): string {
  if (!isVersion(version)) throw new RangeError(`A token version is a non-negative integer, not ${version}`);
  const claims: TokenClaims = { sub: userId, exp: Math.floor(now / 1000) + ttlSeconds, ver: version };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The claims of a valid, unexpired token, else null. A token issued before versions existed reads as version 0. */
export function readToken(token: string, secret: string, now = Date.now()): TokenClaims | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenClaims>;
    const { sub, exp, ver = 0 } = claims;
    if (typeof sub !== 'string' || typeof exp !== 'number' || !isVersion(ver)) return null;
    return exp * 1000 > now ? { sub, exp, ver } : null;
  } catch {
    return null;
  }
}
