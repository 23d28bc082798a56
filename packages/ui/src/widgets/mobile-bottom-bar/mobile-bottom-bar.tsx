import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Badge } from '../../primitives/badge';
import { Link } from '../../primitives/link';
import { cartIcon, categoriesIcon, homeIcon, userIcon } from '../header/header-icons';
import { mobileBottomBarItemVariants } from './mobile-bottom-bar.variants';
import { useTexts } from '../../lib/kit-texts';
import { mobileBottomBarTexts } from './texts/en';

/** Texts of the bottom bar; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface MobileBottomBarLabels {
  /** Accessible name of the navigation. @default 'Shortcuts' */
  nav?: string;
  /** @default 'Home' */
  home?: string;
  /** @default 'Categories' */
  categories?: string;
  /** @default 'Cart' */
  cart?: string;
  /**
   * What assistive technology reads for the badge; keep the badge's text in it (`badgeCountText`).
   * @default (count) => `${badgeCountText(count)} ${count === 1 ? 'item' : 'items'}`
   */
  cartCount?: (count: number) => string;
  /**
   * Accessible name of the cart link while the badge shows: the `cart` text, then the `cartCount` text.
   * @default (cart, items) => `${cart}, ${items}`
   */
  cartWithCount?: (cart: string, items: string) => string;
  /** @default 'Account' */
  account?: string;
}

export interface MobileBottomBarProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** The path of the page being shown: its entry is highlighted and marked `aria-current="page"`. */
  currentPath?: string;
  /**
   * Number of cart lines; the red badge shows only above 0.
   * @default 0
   */
  cartCount?: number;
  /** Called when 'Categories' is pressed: open the `CategoryDrawer`. */
  onCategoriesPress?: () => void;
  /**
   * Whether the categories drawer is open: the button is highlighted and `aria-expanded`.
   * @default false
   */
  isCategoriesOpen?: boolean;
  /**
   * Show the bar only under 768 px (`md`), where the header has no room for everything.
   * @default true
   */
  onlyOnSmallScreens?: boolean;
  /** Texts of the bottom bar, each replacing the language's own (English by default, `MobileBottomBarLabels`). */
  labels?: MobileBottomBarLabels;
  /** Extra classes for the root element. */
  className?: string;
}

type Current = 'page' | 'true' | undefined;

/** Exact path: the current page; the account area's other pages (/user/…): the current section. */
function currentOf(href: string, path: string | undefined): Current {
  if (path === undefined) return undefined;
  if (path === href) return 'page';
  if (href === '/user/account' && path.startsWith('/user/')) return 'true';
  return undefined;
}

/**
 * The label comes first in the DOM and is drawn under the icon (`order`), with a space before the badge (a flex
 * container draws no whitespace): its text then reads 'Cart 1', which the link's name 'Cart, 1 item' contains, as
 * WCAG 2.5.3 (label in name) asks.
 */
function Item({ icon, label, badge }: { icon: ReactNode; label: string; badge?: ReactNode }) {
  return (
    <>
      <span data-slot="mobile-bottom-bar-label" className="sd:order-1">
        {label}
      </span>{' '}
      <span data-slot="mobile-bottom-bar-icon" className="sd:relative sd:inline-flex">
        {icon}
        {badge}
      </span>
    </>
  );
}

/**
 * The bar fixed to the bottom of small screens (spec §2.4): Home, Categories (opens the drawer), Cart with a red
 * count badge, and Account. The entry of the current page is highlighted.
 *
 * Other props are the root `<nav>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const MobileBottomBar = /* @__PURE__ */ forwardRef<HTMLElement, MobileBottomBarProps>(function MobileBottomBar(
  {
    currentPath,
    cartCount = 0,
    onCategoriesPress,
    isCategoriesOpen = false,
    onlyOnSmallScreens = true,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const text = useTexts(mobileBottomBarTexts, labels);
  const links = [
    { slot: 'home', href: '/', icon: homeIcon, label: text.home },
    { slot: 'cart', href: '/cart', icon: cartIcon, label: text.cart },
    { slot: 'account', href: '/user/account', icon: userIcon, label: text.account },
  ] as const;
  const link = ({ slot, href, icon, label }: (typeof links)[number]) => {
    const current = currentOf(href, currentPath);
    return (
      <li key={slot}>
        <Link
          href={href}
          variant="plain"
          data-slot={`mobile-bottom-bar-${slot}`}
          aria-current={current}
          aria-label={
            slot === 'cart' && cartCount > 0 ? text.cartWithCount(label, text.cartCount(cartCount)) : undefined
          }
          className={mobileBottomBarItemVariants({ active: current !== undefined })}
        >
          <Item
            icon={icon}
            label={label}
            badge={
              slot === 'cart' && <Badge count={cartCount} size="sm" className="sd:absolute sd:-end-2 sd:-top-1.5" />
            }
          />
        </Link>
      </li>
    );
  };
  const [home, cart, account] = links;

  return (
    <nav
      {...rest}
      ref={ref}
      data-slot="mobile-bottom-bar"
      aria-label={text.nav}
      className={cx(
        'sd:fixed sd:inset-x-0 sd:bottom-0 sd:z-40 sd:border-t sd:border-line sd:bg-raised sd:pb-[env(safe-area-inset-bottom)] sd:text-fg',
        'sd:shadow-[0_-4px_12px_rgb(0_0_0/0.06)]',
        onlyOnSmallScreens && 'sd:md:hidden',
        className,
      )}
    >
      <ul className="sd:mx-auto sd:grid sd:max-w-lg sd:grid-cols-4">
        {link(home)}
        <li>
          <button
            type="button"
            data-slot="mobile-bottom-bar-categories"
            aria-haspopup="dialog"
            aria-expanded={isCategoriesOpen}
            onClick={onCategoriesPress}
            className={mobileBottomBarItemVariants({ active: isCategoriesOpen })}
          >
            <Item icon={categoriesIcon} label={text.categories} />
          </button>
        </li>
        {link(cart)}
        {link(account)}
      </ul>
    </nav>
  );
});
