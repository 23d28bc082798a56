import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { BadgeCount } from '../../primitives/badge/badge-count';
import { Link } from '../../primitives/link';
import { HeaderAccountMenu, type HeaderAccountAction, type HeaderAccountLink } from './header-account-menu';
import { cartIcon, defaultLogo, userIcon } from './header-icons';
import { headerTexts } from './texts/en';

/** Where the header's own links go: the spec's routes (§2.2) unless a host has its own. */
export interface HeaderHrefs {
  /** The logo and name. @default '/' */
  home?: string;
  /** @default '/cart' */
  cart?: string;
  /** The 'Login' link shown without a shopper. @default '/user/login' */
  login?: string;
  /** @default '/privacy-policy' */
  policy?: string;
  /** @default '/help-and-support' */
  help?: string;
}

/** The user menu's links in the header's language, in the spec's order (§2.2); 'Logout' follows them. */
const accountLinksIn = (text: Pick<HeaderLabels, 'account' | 'wishlist' | 'orders' | 'followedShops'>) =>
  [
    { id: 'account', label: text.account, href: '/user/account' },
    { id: 'wishlist', label: text.wishlist, href: '/user/wishlist' },
    { id: 'orders', label: text.orders, href: '/user/orders' },
    { id: 'followed-shops', label: text.followedShops, href: '/user/followed-shops' },
  ] as readonly HeaderAccountLink[];

/** The user menu's links in English, in the spec's order (§2.2); 'Logout' follows them. */
export const headerAccountLinks: readonly HeaderAccountLink[] = accountLinksIn(headerTexts);

/** Texts of the header; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface HeaderLabels {
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
  /** The user button's text when the name is blank, and the first link of the user menu. @default 'My Account' */
  account?: string;
  /** A link of the user menu. @default 'Wishlist' */
  wishlist?: string;
  /** A link of the user menu. @default 'Orders' */
  orders?: string;
  /** A link of the user menu. @default 'Followed Shops' */
  followedShops?: string;
}

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
  /** Where the logo, cart, 'Login', 'Policy' and 'Help & Support' link to; each defaults to the spec's route. */
  hrefs?: HeaderHrefs;
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
  /**
   * Links to this page in the marketplace's other languages (the storefront's language switch), shown before the cart
   * at every width.
   */
  languages?: ReactNode;
  /** Texts of the header, each replacing the language's own (English by default, `HeaderLabels`). */
  labels?: HeaderLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const topLinkClass =
  'sd:inline-flex sd:min-h-6 sd:items-center sd:rounded-sm sd:text-muted sd:hover:text-fg sd:hover:underline';
const actionClass = cx(
  'sd:relative sd:inline-flex sd:h-10 sd:min-w-10 sd:items-center sd:justify-center sd:gap-1.5 sd:rounded-md sd:px-2 sd:text-fg',
  'sd:transition-colors sd:hover:bg-surface',
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
    hrefs,
    accountLinks,
    accountActions,
    languages,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const href = {
    home: hrefs?.home ?? '/',
    cart: hrefs?.cart ?? '/cart',
    login: hrefs?.login ?? '/user/login',
    policy: hrefs?.policy ?? '/privacy-policy',
    help: hrefs?.help ?? '/help-and-support',
  };
  const text = useTexts(headerTexts, labels);

  return (
    <header
      {...rest}
      ref={ref}
      data-slot="header"
      className={cx('sd:border-b sd:border-line sd:bg-raised sd:text-fg', className)}
    >
      <div data-slot="header-top-strip" className="sd:hidden sd:border-b sd:border-line sd:bg-surface sd:md:block">
        <nav
          aria-label={text.topLinks}
          className="sd:mx-auto sd:flex sd:h-9 sd:max-w-7xl sd:items-center sd:justify-end sd:gap-6 sd:px-4 sd:text-xs sd:font-medium"
        >
          <Link href={sellerCentreUrl} isExternal variant="plain" className={topLinkClass}>
            {text.sellOn(brandName)}
          </Link>
          <Link href={href.policy} variant="plain" className={topLinkClass}>
            {text.policy}
          </Link>
          <Link href={href.help} variant="plain" className={topLinkClass}>
            {text.help}
          </Link>
        </nav>
      </div>

      <div
        data-slot="header-main"
        className={cx(
          'sd:mx-auto sd:grid sd:max-w-7xl sd:grid-cols-[auto_minmax(0,1fr)] sd:items-center sd:gap-x-4 sd:gap-y-3 sd:px-4 sd:py-3',
          'sd:md:grid-cols-[auto_minmax(0,1fr)_auto] sd:md:gap-x-8 sd:md:py-4',
        )}
      >
        <Link
          href={href.home}
          variant="plain"
          data-slot="header-brand"
          className="sd:inline-flex sd:w-fit sd:items-center sd:gap-2 sd:rounded-md sd:text-xl sd:font-bold sd:tracking-tight sd:text-brand"
        >
          {logo}
          {brandName}
        </Link>

        <div
          data-slot="header-search"
          className="sd:order-last sd:col-span-2 sd:min-w-0 sd:md:order-none sd:md:col-span-1 sd:md:max-w-2xl"
        >
          {search}
        </div>

        <div data-slot="header-actions" className="sd:flex sd:items-center sd:justify-end sd:gap-1 sd:sm:gap-2">
          {languages}
          <Link href={href.cart} variant="plain" aria-label={text.cart(cartCount)} className={actionClass}>
            {cartIcon}
            <span aria-hidden className="sd:absolute sd:-end-0.5 sd:-top-0.5">
              <BadgeCount count={cartCount} size="sm" />
            </span>
          </Link>

          {user ? (
            <HeaderAccountMenu
              name={user.name.trim() || text.account}
              links={accountLinks ?? accountLinksIn(text)}
              actions={accountActions}
              logoutLabel={text.logout}
              onLogout={onLogout}
            />
          ) : (
            <Link href={href.login} variant="plain" className={actionClass}>
              {userIcon}
              <span className="sd:sr-only sd:text-sm sd:font-medium sd:sm:not-sr-only">{text.login}</span>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
});
