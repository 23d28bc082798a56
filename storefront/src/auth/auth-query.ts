import { useSearchParams } from 'wouter';
import { RETURN_TO_PARAM, safeReturnTo } from '../navigation/return-to';

/** The e-mail a verification or reset step is for, carried in the address so a reload keeps it. */
export function useEmailParam(): string {
  const [params] = useSearchParams();
  return (params.get('email') ?? '').trim();
}

/** Where the login page sends the shopper afterwards: `returnTo`, only on this site, else home. */
export function useReturnTo(): string {
  const [params] = useSearchParams();
  return safeReturnTo(params.get(RETURN_TO_PARAM));
}

/** A path with the e-mail in its query. */
export const withEmail = (path: string, email: string) => `${path}?email=${encodeURIComponent(email)}`;
