import { isUuid } from '@sauda/commerce';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { readToken } from './token';

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * The id of the user whose valid bearer token came with the request (401 otherwise). The user must still exist and
 * the token must carry the user's current `token_version`, so a password reset ends every earlier session.
 */
export async function requireUser(c: Context, { config, db }: AppDeps): Promise<string> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw refuse('unauthorized', 'Authentication required');
  const claims = readToken(match[1], config.tokenSecret);
  if (!claims || !isUuid(claims.sub)) throw refuse('session_expired', SESSION_EXPIRED);
  const [user] = await db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.sub.toLowerCase()));
  if (user?.tokenVersion !== claims.ver) throw refuse('session_expired', SESSION_EXPIRED);
  return claims.sub;
}

/** `self` (a signed-in user's id from `requireUser`), which must be `userId` (403 for someone else's data). */
export function requireSameUser(self: string, userId: string): string {
  if (self.toLowerCase() !== userId.toLowerCase()) throw refuse('not_your_data', 'You may only access your own data');
  return self;
}

/** The token's user, who must be `userId` (403 for someone else's data). */
export async function requireSelf(c: Context, deps: AppDeps, userId: string): Promise<string> {
  return requireSameUser(await requireUser(c, deps), userId);
}
