import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { storePath, type Shop } from '@sauda/commerce';
import { useCountFormat } from '../../lib/formats';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Link } from '../../primitives/link';
import { ForwardIcon } from './forward-icon';
import { ShopLogo } from './shop-logo';
import { shopCardTexts } from './texts/en';

/** Texts of a `ShopCard`; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface ShopCardLabels {
  /**
   * The follower count; receives the count and its formatted text.
   * @default (count, text) => `${text} ${count === 1 ? 'follower' : 'followers'}`
   */
  followers?: (count: number, text: string) => string;
  /**
   * The product count; receives the count and its formatted text.
   * @default (count, text) => `${text} ${count === 1 ? 'product' : 'products'}`
   */
  products?: (count: number, text: string) => string;
}

export interface ShopCardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /**
   * The shop: id, name, logo (`null` for the placeholder) and, when known, its follower and product counts (an
   * unknown count is not shown: never a false 0).
   */
  shop: Pick<Shop, 'id' | 'name' | 'logo' | 'productsCount'> & { followersCount?: number };
  /**
   * Where the card links.
   * @default storePath(shop.name, shop.id) ('/store/{name-with-hyphens}/{id}')
   */
  href?: string;
  /** Texts of the card, each replacing the language's own (English by default, `ShopCardLabels`). */
  labels?: ShopCardLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const countIcon = (path: string) => (
  <svg
    viewBox="0 0 20 20"
    aria-hidden
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    className="sd:size-4 sd:shrink-0"
  >
    <path d={path} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const peopleIcon = countIcon(
  'M7.5 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 17a5.5 5.5 0 0 1 11 0M13 3.5a3 3 0 0 1 0 5.5M15 12a5.5 5.5 0 0 1 3 5',
);
const bagIcon = countIcon('M4 7h12l-1 10H5zM7.5 7V5.5a2.5 2.5 0 0 1 5 0V7');

/**
 * A shop in the `/shop` directory: logo (or its initial), name, follower and product counts when known; the whole
 * card links to the store page. The counts are one line, so long names wrap without pushing them out of view.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const ShopCard = /* @__PURE__ */ forwardRef<HTMLDivElement, ShopCardProps>(function ShopCard(
  { shop, href, labels, className, ...rest },
  ref,
) {
  const format = { count: useCountFormat() };
  const text = useTexts(shopCardTexts, labels);
  return (
    <div {...rest} ref={ref} data-slot="shop-card" className={cx('sd:flex sd:min-w-0', className)}>
      <Link
        href={href ?? storePath(shop.name, shop.id)}
        variant="plain"
        className={cx(
          'sd:group/shop-card sd:flex sd:min-h-20 sd:min-w-0 sd:flex-1 sd:items-center sd:gap-3 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4 sd:text-fg',
          'sd:transition-[border-color,box-shadow] sd:hover:border-line-strong sd:hover:shadow-raised',
        )}
      >
        <ShopLogo name={shop.name} src={shop.logo} />
        <span className="sd:flex sd:min-w-0 sd:flex-1 sd:flex-col sd:gap-1">
          <span data-slot="shop-card-name" className="sd:font-semibold sd:break-words">
            {shop.name}
          </span>
          <span
            data-slot="shop-card-counts"
            className="sd:flex sd:flex-wrap sd:gap-x-4 sd:gap-y-1 sd:text-sm sd:text-muted sd:tabular-nums"
          >
            {shop.followersCount !== undefined && (
              <span data-slot="shop-card-followers" className="sd:inline-flex sd:items-center sd:gap-1.5">
                {peopleIcon}
                <bdi>{text.followers(shop.followersCount, format.count(shop.followersCount))}</bdi>
              </span>
            )}
            {shop.productsCount !== undefined && (
              <span data-slot="shop-card-products" className="sd:inline-flex sd:items-center sd:gap-1.5">
                {bagIcon}
                <bdi>{text.products(shop.productsCount, format.count(shop.productsCount))}</bdi>
              </span>
            )}
          </span>
        </span>
        <ForwardIcon className="sd:group-hover/shop-card:translate-x-0.5 sd:rtl:group-hover/shop-card:-translate-x-0.5" />
      </Link>
    </div>
  );
});
