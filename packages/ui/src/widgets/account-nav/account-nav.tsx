import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Link } from '../../primitives/link';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { accountNavTexts } from './texts/en';

export interface AccountNavItem {
  href: string;
  label: string;
}

/**
 * Texts of the account navigation; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`.
 * Its `label` and `items` props replace them.
 */
export interface AccountNavLabels {
  /** The navigation landmark's name when `label` is not given. @default 'Account' */
  nav?: string;
  /** An entry (`accountNavItems`). @default 'Profile' */
  profile?: string;
  /** An entry. @default 'My Orders' */
  orders?: string;
  /** An entry. @default 'My Return' */
  returns?: string;
  /** An entry. @default 'My Cancellations' */
  cancellations?: string;
  /** An entry. @default 'Wishlist' */
  wishlist?: string;
  /** An entry. @default 'Followed Shops' */
  followedShops?: string;
}

/** The account area's six entries in the navigation's language, in the spec's order (§2.5). */
const itemsIn = (text: Omit<Required<AccountNavLabels>, 'nav'>): AccountNavItem[] => [
  { href: '/user/account', label: text.profile },
  { href: '/user/orders', label: text.orders },
  { href: '/user/orders/return', label: text.returns },
  { href: '/user/orders/cancellation', label: text.cancellations },
  { href: '/user/wishlist', label: text.wishlist },
  { href: '/user/followed-shops', label: text.followedShops },
];

/** The account area's six entries in English, in the spec's order (§2.5). */
export const accountNavItems: AccountNavItem[] = itemsIn(accountNavTexts);

export interface AccountNavProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** The path of the page being shown; its entry is marked as the current page. */
  currentPath: string;
  /**
   * The entries.
   * @default accountNavItems, in the navigation's language
   */
  items?: AccountNavItem[];
  /**
   * The navigation landmark's name.
   * @default the `nav` text, 'Account'
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
  { currentPath, items, label, className, ...rest },
  ref,
) {
  const text = useTexts(accountNavTexts);
  return (
    <nav
      {...rest}
      ref={ref}
      data-slot="account-nav"
      aria-label={label ?? text.nav}
      className={cx('sd:min-w-0', className)}
    >
      <ul
        data-slot="account-nav-list"
        className={cx(
          'sd:flex sd:gap-1 sd:overflow-x-auto sd:border-b sd:border-line sd:pb-1 sd:[scrollbar-width:thin]',
          'sd:md:flex-col sd:md:overflow-visible sd:md:border-b-0 sd:md:border-e sd:md:pe-3 sd:md:pb-0',
        )}
      >
        {(items ?? itemsIn(text)).map((item) => {
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
