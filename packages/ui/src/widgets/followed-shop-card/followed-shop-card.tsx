import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { storePath, type FollowedShop } from '@sauda/commerce';
import { Link } from '../../primitives/link';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { followedShopCardTexts } from './texts/en';

/** Texts of the card; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface FollowedShopCardLabels {
  /** The follower count line. @default (count) => `${count} followers` */
  followers?: (count: number) => string;
  /** @default 'Explore the latest products from this shop.' */
  invitation?: string;
}

export interface FollowedShopCardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The followed shop: id, name, logo (null for the placeholder) and follower count. */
  shop: FollowedShop;
  /** Where the card links; by default the store page `/store/{name-with-hyphens}/{id}`. */
  href?: string;
  /** Texts of the card, each replacing the language's own (English by default, `FollowedShopCardLabels`). */
  labels?: FollowedShopCardLabels;
  /** Extra classes for the root element. */
  className?: string;
}

/** One followed shop (spec §2.10): logo or placeholder, name, '{n} followers' and an invitation, linking to the store. *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const FollowedShopCard = /* @__PURE__ */ forwardRef<HTMLDivElement, FollowedShopCardProps>(
  function FollowedShopCard({ shop, href, labels, className, ...rest }, ref) {
    const text = useTexts(followedShopCardTexts, labels);
    const initial = Array.from(shop.name.trim())[0]?.toUpperCase() ?? '?';
    return (
      <div {...rest} ref={ref} data-slot="followed-shop-card" className={cx('sd:flex', className)}>
        <Link
          href={href ?? storePath(shop.name, shop.id)}
          variant="plain"
          className="sd:flex sd:flex-1 sd:items-center sd:gap-3 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4 sd:text-fg sd:transition-colors sd:hover:border-line-strong"
        >
          {shop.logo ? (
            <img
              data-slot="followed-shop-card-logo"
              src={shop.logo}
              alt=""
              className="sd:size-14 sd:shrink-0 sd:rounded-full sd:border sd:border-line sd:bg-surface sd:object-cover"
            />
          ) : (
            <span
              data-slot="followed-shop-card-logo"
              aria-hidden
              className="sd:flex sd:size-14 sd:shrink-0 sd:items-center sd:justify-center sd:rounded-full sd:bg-brand-subtle sd:text-xl sd:font-semibold sd:text-fg"
            >
              {initial}
            </span>
          )}
          <span className="sd:flex sd:min-w-0 sd:flex-col sd:gap-0.5">
            <span data-slot="followed-shop-card-name" className="sd:font-semibold sd:break-words">
              {shop.name}
            </span>
            <span data-slot="followed-shop-card-followers" className="sd:text-sm sd:text-muted sd:tabular-nums">
              {text.followers(shop.followersCount)}
            </span>
            <span data-slot="followed-shop-card-invitation" className="sd:text-sm sd:text-muted">
              {text.invitation}
            </span>
          </span>
        </Link>
      </div>
    );
  },
);
