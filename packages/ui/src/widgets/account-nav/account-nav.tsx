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
    <nav {...rest} ref={ref} data-slot="account-nav" aria-label={label} className={cx('sd:min-w-0', className)}>
      <ul
        data-slot="account-nav-list"
        className={cx(
          'sd:flex sd:gap-1 sd:overflow-x-auto sd:border-b sd:border-line sd:pb-1 sd:[scrollbar-width:thin]',
          'sd:md:flex-col sd:md:overflow-visible sd:md:border-b-0 sd:md:border-e sd:md:pe-3 sd:md:pb-0',
        )}
      >
        {items.map((item) => {
          const current = item.href === currentPath;
          return (
            <li key={item.href} className="sd:shrink-0">
              <Link
                href={item.href}
                variant="plain"
                data-slot="account-nav-link"
                aria-current={current ? 'page' : undefined}
                className={cx(
                  'sd:block sd:rounded-md sd:px-3 sd:py-2 sd:text-sm sd:whitespace-nowrap',
                  current
                    ? 'sd:bg-brand-subtle sd:font-semibold sd:text-brand'
                    : 'sd:text-muted sd:hover:bg-surface sd:hover:text-fg',
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
