import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a bearer token proves. */
export interface TokenClaims {
  /** User id. */
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** A token `<payload>.<hmac>` for a user, valid `ttlSeconds`. */
export function issueToken(userId: string, secret: string, ttlSeconds: number, now = Date.now()): string {
  const claims: TokenClaims = { sub: userId, exp: Math.floor(now / 1000) + ttlSeconds };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The claims of a valid, unexpired token, else null. */
export function readToken(token: string, secret: string, now = Date.now()): TokenClaims | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}
