import type { StoredUser } from '@sauda/commerce';
import { AccountNav } from '@sauda/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { RequireUser } from './require-user';

/**
 * The account area (§2.5): signed-in only, the six entries as a side list on wide screens and a scrollable tab
 * strip on small ones, the page beside them.
 */
export function AccountLayout({ children }: { children: (user: StoredUser) => ReactNode }) {
  const [path] = useLocation();
  return (
    <RequireUser>
      {(user) => (
        <div className="sd:grid sd:gap-6 sd:md:grid-cols-[13rem_minmax(0,1fr)]">
          <AccountNav currentPath={path} />
          <div className="sd:flex sd:min-w-0 sd:flex-col sd:gap-6">{children(user)}</div>
        </div>
      )}
    </RequireUser>
  );
}
