import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Badge, badgeCountText } from '../../primitives/badge';
import { Link } from '../../primitives/link';
import { HeaderAccountMenu, type HeaderAccountAction, type HeaderAccountLink } from './header-account-menu';
import { cartIcon, defaultLogo, userIcon } from './header-icons';

/** The user menu's links, in the spec's order (§2.2); 'Logout' follows them. */
export const headerAccountLinks: readonly HeaderAccountLink[] = [
  { id: 'account', label: 'My Account', href: '/user/account' },
  { id: 'wishlist', label: 'Wishlist', href: '/user/wishlist' },
  { id: 'orders', label: 'Orders', href: '/user/orders' },
  { id: 'followed-shops', label: 'Followed Shops', href: '/user/followed-shops' },
];

export interface HeaderProps extends Omit<ComponentPropsWithoutRef<'header'>, 'children'> {
  /**
   * The search box: the kit's `SearchBox` with the app's events and searches, or an element that renders one (say, one
   * whose code loads when the shopper first reaches for it). The header places it beside the brand from 768 px and in a
   * full-width row of its own below that.
   */
  search: ReactNode;
  /**
   * The signed-in shopper; without one the header shows the 'Login' link.
   * @default null
   */
  user?: { name: string } | null;
  /** Called when 'Logout' is chosen in the user menu. */
  onLogout?: () => void;
  /**
   * Number of cart lines; the badge shows only above 0.
   * @default 0
   */
  cartCount?: number;
  /**
   * The marketplace's name, beside the logo and in 'Sell on {brandName}'.
   * @default 'Sauda'
   */
  brandName?: string;
  /**
   * The logo before the name (decorative: the name is the link's text).
   * @default a shopping bag in the brand colour
   */
  logo?: ReactNode;
  /**
   * Address of the seller centre, opened in a new tab.
   * @default 'https://seller.sauda.pk'
   */
  sellerCentreUrl?: string;
  /**
   * The user menu's links, before 'Logout'.
   * @default headerAccountLinks
   */
  accountLinks?: readonly HeaderAccountLink[];
  /**
   * Buttons of the user menu after its links (say, 'Install Sauda app' where the browser offers it).
   * @default []
   */
  accountActions?: readonly HeaderAccountAction[];
  /** Texts of the header, in English by default. */
  labels?: {
    /** @default (brandName) => `Sell on ${brandName}` */
    sellOn?: (brandName: string) => string;
    /** @default 'Policy' */
    policy?: string;
    /** @default 'Help & Support' */
    help?: string;
    /** Accessible name of the top strip. @default 'Seller and support' */
    topLinks?: string;
    /**
     * Accessible name of the cart link; keep the badge's text in it (`badgeCountText`), as voice control users say
     * what they see. @default (count) => count > 0 ? `Cart, ${badgeCountText(count)} items` : 'Cart'
     */
    cart?: (count: number) => string;
    /** @default 'Login' */
    login?: string;
    /** @default 'Logout' */
    logout?: string;
    /** The user button's text when the name is blank. @default 'My Account' */
    account?: string;
  };
  /** Extra classes for the root element. */
  className?: string;
}

const cartLabel = (count: number) =>
  count > 0 ? `Cart, ${badgeCountText(count)} ${count === 1 ? 'item' : 'items'}` : 'Cart';

const topLinkClass = 'inline-flex min-h-6 items-center rounded-sm text-muted hover:text-fg hover:underline';
const actionClass = cx(
  'relative inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-md px-2 text-fg',
  'transition-colors hover:bg-surface',
);

/**
 * The storefront header (spec §2.2): a top strip with the seller centre, Policy and Help & Support (from 768 px);
 * the logo and name linking home; the search box; the cart with its count; the shopper's menu (name cut at 10
 * characters) or a 'Login' link. Under 768 px the search takes a full-width second row.
 *
 * Other props are the root `<header>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const Header = /* @__PURE__ */ forwardRef<HTMLElement, HeaderProps>(function Header(
  {
    search,
    user = null,
    onLogout,
    cartCount = 0,
    brandName = 'Sauda',
    logo = defaultLogo,
    sellerCentreUrl = 'https://seller.sauda.pk',
    accountLinks = headerAccountLinks,
    accountActions,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const text = {
    sellOn: labels?.sellOn ?? ((name: string) => `Sell on ${name}`),
    policy: labels?.policy ?? 'Policy',
    help: labels?.help ?? 'Help & Support',
    topLinks: labels?.topLinks ?? 'Seller and support',
    cart: labels?.cart ?? cartLabel,
    login: labels?.login ?? 'Login',
    logout: labels?.logout ?? 'Logout',
    account: labels?.account ?? 'My Account',
  };

  return (
    <header {...rest} ref={ref} data-slot="header" className={cx('border-b border-line bg-raised text-fg', className)}>
      <div data-slot="header-top-strip" className="hidden border-b border-line bg-surface md:block">
        <nav
          aria-label={text.topLinks}
          className="mx-auto flex h-9 max-w-7xl items-center justify-end gap-6 px-4 text-xs font-medium"
        >
          <Link href={sellerCentreUrl} isExternal variant="plain" className={topLinkClass}>
            {text.sellOn(brandName)}
          </Link>
          <Link href="/privacy-policy" variant="plain" className={topLinkClass}>
            {text.policy}
          </Link>
          <Link href="/help-and-support" variant="plain" className={topLinkClass}>
            {text.help}
          </Link>
        </nav>
      </div>

      <div
        data-slot="header-main"
        className={cx(
          'mx-auto grid max-w-7xl grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 px-4 py-3',
          'md:grid-cols-[auto_minmax(0,1fr)_auto] md:gap-x-8 md:py-4',
        )}
      >
        <Link
          href="/"
          variant="plain"
          data-slot="header-brand"
          className="inline-flex w-fit items-center gap-2 rounded-md text-xl font-bold tracking-tight text-brand"
        >
          {logo}
          {brandName}
        </Link>

        <div
          data-slot="header-search"
          className="order-last col-span-2 min-w-0 md:order-none md:col-span-1 md:max-w-2xl"
        >
          {search}
        </div>

        <div data-slot="header-actions" className="flex items-center justify-end gap-1 sm:gap-2">
          <Link href="/cart" variant="plain" aria-label={text.cart(cartCount)} className={actionClass}>
            {cartIcon}
            <span aria-hidden className="absolute -end-0.5 -top-0.5">
              <Badge count={cartCount} size="sm" />
            </span>
          </Link>

          {user ? (
            <HeaderAccountMenu
              name={user.name.trim() || text.account}
              links={accountLinks}
              actions={accountActions}
              logoutLabel={text.logout}
              onLogout={onLogout}
            />
          ) : (
            <Link href="/user/login" variant="plain" className={actionClass}>
              {userIcon}
              <span className="sr-only text-sm font-medium sm:not-sr-only">{text.login}</span>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
});
