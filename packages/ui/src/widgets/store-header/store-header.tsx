import { type Shop } from '@sauda/commerce';
import { useId, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useCountFormat } from '../../lib/formats';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Button } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';
import { ShopLogo } from '../shop-card/shop-logo';
import { storeHeaderBannerVariants, storeHeaderFollowVariants, storeHeaderVariants } from './store-header.variants';
import { storeHeaderTexts } from './texts/en';

/**
 * Texts of a `StoreHeader`; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider` (all but
 * `pending`, which has no default).
 */
export interface StoreHeaderLabels {
  /** @default 'Follow' */
  follow?: string;
  /** @default 'Unfollow' */
  unfollow?: string;
  /** Shown on the button while a follow or unfollow call is on its way. @default undefined (the label stays) */
  pending?: string;
  /** @default 'Products' */
  products?: string;
  /** @default 'Followers' */
  followers?: string;
  /** @default 'Following' */
  following?: string;
  /** Label before the owner's name. @default 'Owner' */
  owner?: string;
  /** Announced while the store loads. @default 'Loading store' */
  loading?: string;
}

export interface StoreHeaderProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The shop; `null` or `undefined` shows the loading skeleton. */
  shop?: Pick<Shop, 'name' | 'logo' | 'ownerName' | 'followersCount' | 'followingCount' | 'productsCount'> | null;
  /**
   * Number of products, when the page counted the store's products answer (the shop call has no count).
   * @default shop.productsCount
   */
  productsCount?: number;
  /**
   * Shows the skeleton even when a shop is given, e.g. while it is re-fetched.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Whether the shopper follows the store: the button says 'Unfollow' instead of 'Follow'.
   * @default false
   */
  isFollowing?: boolean;
  /**
   * A follow or unfollow call is on its way: the button shows a spinner and ignores presses.
   * @default false
   */
  isFollowPending?: boolean;
  /** Called when 'Follow' is pressed. The page checks the login and calls the server, then sets `isFollowing`. */
  onFollow?: () => void;
  /** Called when 'Unfollow' is pressed. */
  onUnfollow?: () => void;
  /**
   * Level of the store name's heading.
   * @default 1
   */
  headingLevel?: 1 | 2 | 3;
  /** Texts of the header, each replacing the language's own (English by default, `StoreHeaderLabels`). */
  labels?: StoreHeaderLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const plusIcon = (
  <svg viewBox="0 0 20 20" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" className="sd:size-4">
    <path d="M10 4v12M4 10h12" strokeLinecap="round" />
  </svg>
);
const checkIcon = (
  <svg viewBox="0 0 20 20" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" className="sd:size-4">
    <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The loading state, on the same root (and with the host's attributes and ref) as the loaded header. */
const StoreHeaderSkeleton = /* @__PURE__ */ forwardRef<
  HTMLElement,
  Omit<ComponentPropsWithoutRef<'section'>, 'children'> & { label: string }
>(function StoreHeaderSkeleton({ label, className, ...rest }, ref) {
  return (
    <section
      {...rest}
      ref={ref}
      data-slot="store-header"
      data-state="loading"
      aria-busy="true"
      aria-label={label}
      className={cx(storeHeaderVariants(), className)}
    >
      <div data-slot="store-header-banner" aria-hidden className={storeHeaderBannerVariants()} />
      <div className="sd:flex sd:flex-col sd:gap-4 sd:px-4 sd:pb-5 sd:sm:flex-row sd:sm:items-start sd:sm:gap-5 sd:sm:px-6">
        <div className="sd:-mt-12 sd:size-24 sd:shrink-0 sd:overflow-hidden sd:rounded-full sd:border-4 sd:border-raised sd:bg-raised sd:sm:-mt-14">
          <Skeleton />
        </div>
        <div className="sd:flex sd:flex-1 sd:flex-col sd:gap-3 sd:sm:pt-4">
          <Skeleton shape="text" size="lg" className="sd:max-w-64" />
          <Skeleton shape="text" size="sm" className="sd:max-w-40" />
          <Skeleton shape="text" size="sm" lines={1} className="sd:max-w-72" />
        </div>
        <Skeleton aspectRatio="auto" className="sd:h-10 sd:w-full sd:sm:mt-4 sd:sm:w-32" />
      </div>
      <span className="sd:sr-only" role="status">
        {label}
      </span>
    </section>
  );
});

/**
 * The store page's header (spec §2.9): logo (or its initial), name, owner, counts of products, followers and
 * following, and the Follow/Unfollow button with a pending state; a skeleton while the shop loads (Sauda shows it
 * only while fetching, ARCHITECTURE §5.1). The button's text names the action, so it carries no `aria-pressed`
 * (a toggle's name must not change); the state is in `data-following`.
 *
 * Other props are the root `<section>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const StoreHeader = /* @__PURE__ */ forwardRef<HTMLElement, StoreHeaderProps>(function StoreHeader(
  {
    shop,
    productsCount,
    isLoading = false,
    isFollowing = false,
    isFollowPending = false,
    onFollow,
    onUnfollow,
    headingLevel = 1,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const format = { count: useCountFormat() };
  const nameId = useId();
  const text = useTexts(storeHeaderTexts, labels);
  if (isLoading || !shop) return <StoreHeaderSkeleton {...rest} ref={ref} label={text.loading} className={className} />;

  const Heading = `h${headingLevel}` as const;
  const products = productsCount ?? shop.productsCount;
  const stats: [slot: string, label: string, value: number][] = [];
  if (products !== undefined) stats.push(['products', text.products, products]);
  stats.push(['followers', text.followers, shop.followersCount], ['following', text.following, shop.followingCount]);

  return (
    <section
      {...rest}
      ref={ref}
      data-slot="store-header"
      data-state="ready"
      aria-labelledby={nameId}
      className={cx(storeHeaderVariants(), className)}
    >
      <div data-slot="store-header-banner" aria-hidden className={storeHeaderBannerVariants()} />
      <div className="sd:flex sd:flex-col sd:gap-4 sd:px-4 sd:pb-5 sd:sm:flex-row sd:sm:items-start sd:sm:gap-5 sd:sm:px-6">
        <ShopLogo
          name={shop.name}
          src={shop.logo}
          size="lg"
          className="sd:-mt-12 sd:border-4 sd:border-raised sd:shadow-raised sd:sm:-mt-14"
        />
        <div className="sd:flex sd:min-w-0 sd:flex-1 sd:flex-col sd:gap-1 sd:sm:pt-4">
          <Heading
            id={nameId}
            data-slot="store-header-name"
            className="sd:text-xl sd:font-bold sd:break-words sd:sm:text-2xl"
          >
            {shop.name}
          </Heading>
          {shop.ownerName && (
            <p data-slot="store-header-owner" className="sd:text-sm sd:text-muted">
              {text.owner}: <span className="sd:font-medium sd:text-fg">{shop.ownerName}</span>
            </p>
          )}
          <dl data-slot="store-header-stats" className="sd:mt-2 sd:flex sd:flex-wrap sd:gap-x-6 sd:gap-y-2 sd:text-sm">
            {stats.map(([slot, label, value]) => (
              <div key={slot} data-slot={`store-header-${slot}`} className="sd:flex sd:items-baseline sd:gap-1.5">
                <dt className="sd:order-2 sd:text-muted">{label}</dt>
                <dd className="sd:order-1 sd:text-base sd:font-semibold sd:text-fg sd:tabular-nums">
                  <bdi>{format.count(value)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {(onFollow || onUnfollow) && (
          <Button
            data-following={isFollowing}
            variant={isFollowing ? 'secondary' : 'primary'}
            isPending={isFollowPending}
            pendingLabel={labels?.pending}
            onPress={() => (isFollowing ? onUnfollow?.() : onFollow?.())}
            className={storeHeaderFollowVariants()}
          >
            {isFollowing ? checkIcon : plusIcon}
            {isFollowing ? text.unfollow : text.follow}
          </Button>
        )}
      </div>
    </section>
  );
});
