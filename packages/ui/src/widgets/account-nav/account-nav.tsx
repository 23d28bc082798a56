import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Link } from '../../primitives/link';
import { cx } from '../../lib/cx';

export interface AccountNavItem {
  href: string;
  label: string;
}

/** The account area's six entries, in the spec's order (§2.5). */
export const accountNavItems: AccountNavItem[] = [
  { href: '/user/account', label: 'Profile' },
  { href: '/user/orders', label: 'My Orders' },
  { href: '/user/orders/return', label: 'My Return' },
  { href: '/user/orders/cancellation', label: 'My Cancellations' },
  { href: '/user/wishlist', label: 'Wishlist' },
  { href: '/user/followed-shops', label: 'Followed Shops' },
];

export interface AccountNavProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** The path of the page being shown; its entry is marked as the current page. */
  currentPath: string;
  /**
   * The entries.
   * @default accountNavItems
   */
  items?: AccountNavItem[];
  /**
   * The navigation landmark's name.
   * @default 'Account'
   */
  label?: string;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * The account area's navigation: a side list from 768 px up, a horizontally scrollable tab strip below.
 *
 * Other props are the root `<nav>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const AccountNav = /* @__PURE__ */ forwardRef<HTMLElement, AccountNavProps>(function AccountNav(
  { currentPath, items = accountNavItems, label = 'Account', className, ...rest },
  ref,
) {
  return (
    <nav {...rest} ref={ref} data-slot="account-nav" aria-label={label} className={cx('min-w-0', className)}>
      <ul
        data-slot="account-nav-list"
        className={cx(
          'flex gap-1 overflow-x-auto border-b border-line pb-1 [scrollbar-width:thin]',
          'md:flex-col md:overflow-visible md:border-b-0 md:border-e md:pe-3 md:pb-0',
        )}
      >
        {items.map((item) => {
          const current = item.href === currentPath;
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                variant="plain"
                data-slot="account-nav-link"
                aria-current={current ? 'page' : undefined}
                className={cx(
                  'block rounded-md px-3 py-2 text-sm whitespace-nowrap',
                  current ? 'bg-brand-subtle font-semibold text-brand' : 'text-muted hover:bg-surface hover:text-fg',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
