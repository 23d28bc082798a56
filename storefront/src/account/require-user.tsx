import type { StoredUser } from '@sauda/commerce';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { loginHref } from '../navigation/return-to';
import { useStoredUser } from '../session/session';

/** Renders its children with the signed-in shopper; a visitor goes to login and comes back here (§6). */
export function RequireUser({ children }: { children: (user: StoredUser) => ReactNode }) {
  const user = useStoredUser();
  if (!user) return <Redirect to={loginHref()} replace />;
  return children(user);
}
