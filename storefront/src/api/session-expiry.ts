import { isApiError } from '@sauda/api';
import { toast } from '@sauda/ui';
import * as messages from '../messages';
import { readStoredToken, signOut } from '../session/session';

/** One toast however many calls find the session ended at once. */
const SESSION_ENDED_TOAST = 'session-ended';

/**
 * A user-scoped call answered 401 while a token was stored: the session has ended (the password was reset elsewhere,
 * the token expired). Forget the shopper (the cart stays) and say so; the shopper stays where they are. A page that
 * needs a user sends them to login from there, which brings them back (`RequireUser`, checkout's own check); a public
 * page (home, a product, a listing) simply goes on signed out. Returns whether it handled the error.
 */
export function handleSessionExpiry(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 401 || readStoredToken() === null) return false;
  signOut();
  toast.error(messages.site.sessionEnded, { id: SESSION_ENDED_TOAST });
  return true;
}
