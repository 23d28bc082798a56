import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { forbidden, unauthorized } from '../errors';
import { readToken } from './token';

/** The id of the user whose valid bearer token came with the request (401 otherwise). */
export function requireUser(c: Context, { config }: AppDeps): string {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Authentication required');
  const claims = readToken(match[1], config.tokenSecret);
  if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
  return claims.sub;
}

/** The token's user, who must be `userId` (403 for someone else's data). */
export function requireSelf(c: Context, deps: AppDeps, userId: string): string {
  const self = requireUser(c, deps);
  if (self.toLowerCase() !== userId.toLowerCase()) throw forbidden('You may only access your own data');
  return self;
}
