import { useSearchParams } from 'wouter';
import { RETURN_TO_PARAM, safeReturnTo } from '../navigation/return-to';

/** The e-mail a verification or reset step is for, carried in the address so a reload keeps it. */
export function useEmailParam(): string {
  const [params] = useSearchParams();
  return (params.get('email') ?? '').trim();
}

/**
 * Where the shopper goes once signed in (login, or sign-up and its verification): `returnTo`, only on this site,
 * else home.
 */
export function useReturnTo(): string {
  const [params] = useSearchParams();
  return safeReturnTo(params.get(RETURN_TO_PARAM));
}

/** A path with `returnTo` in its query, so the next step of signing in or up still knows it; home needs none. */
export function withReturnTo(path: string, returnTo: string): string {
  return returnTo === '/' ? path : `${path}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`;
}

/** A path with the e-mail in its query, and `returnTo` unless that is home. */
export function withEmail(path: string, email: string, returnTo = '/'): string {
  const query = new URLSearchParams({ email });
  if (returnTo !== '/') query.set(RETURN_TO_PARAM, returnTo);
  return `${path}?${query.toString()}`;
}
