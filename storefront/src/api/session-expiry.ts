import { isApiError } from '@sauda/api';
import { navigate } from 'wouter/use-browser-location';
import { currentPath, loginHref } from '../navigation/return-to';
import { readStoredToken, signOut } from '../session/session';

/**
 * A user-scoped call answered 401 while a token was stored: the session has expired. Forget the shopper (the cart
 * stays) and go to login, which brings them back here. Returns whether it handled the error.
 */
export function handleSessionExpiry(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 401 || readStoredToken() === null) return false;
  signOut();
  if (!window.location.pathname.startsWith('/user/login')) navigate(loginHref(currentPath()), { replace: true });
  return true;
}
