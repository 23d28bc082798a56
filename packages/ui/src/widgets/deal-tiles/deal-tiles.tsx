import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Link } from '../../primitives/link';
import { ForwardIcon } from '../shop-card/forward-icon';
import { dealTileIconVariants, dealTileVariants } from './deal-tiles.variants';
import { dealTilesTexts } from './texts/en';

/** One deal entry of the home page. */
export interface DealTile {
  /** Unique key, also the tile's `data-deal` attribute. */
  id: string;
  /** The tile's title, e.g. 'Superdeals'. */
  title: string;
  /** A short line under the title. */
  description: string;
  /** The deal listing it opens. */
  href: string;
  /** A decorative icon (inline SVG). */
  icon?: ReactNode;
  /**
   * Colour of the tile.
   * @default 'brand'
   */
  tone?: 'brand' | 'info' | 'success';
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.8">
    <path d={path} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Texts of `DealTiles`; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface DealTilesLabels {
  /** Accessible name of the list, unless `label` is given. @default 'Deals' */
  list?: string;
  /** @default 'Superdeals' */
  superdeals?: string;
  /** @default 'Top picks at 20% off or more' */
  superdealsDescription?: string;
  /** @default 'Bundle deals' */
  bundleDeals?: string;
  /** @default 'Save 50% or more when you buy together' */
  bundleDealsDescription?: string;
  /** @default 'Under Rs 1,500' */
  under1500?: string;
  /** @default 'Everyday finds that cost less' */
  under1500Description?: string;
}

const icons = {
  superdeals: icon('M13 2L4 14h7l-1 8 9-12h-7z'),
  bundleDeals: icon('M3 8l9-5 9 5-9 5zM3 8v8l9 5 9-5V8M12 13v8'),
  under1500: icon('M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01'),
};

/** The three deal listings of spec §2.1, with Sauda's default lines in the tiles' language. */
const tilesIn = (text: Required<DealTilesLabels>): readonly DealTile[] => [
  {
    id: 'superdeals',
    title: text.superdeals,
    description: text.superdealsDescription,
    href: '/products/superdeals',
    tone: 'brand',
    icon: icons.superdeals,
  },
  {
    id: 'bundle-deals',
    title: text.bundleDeals,
    description: text.bundleDealsDescription,
    href: '/products/bundle-deals',
    tone: 'info',
    icon: icons.bundleDeals,
  },
  {
    id: 'under-1500',
    title: text.under1500,
    description: text.under1500Description,
    href: '/products/under-1500',
    tone: 'success',
    icon: icons.under1500,
  },
];

/** The three deal listings of spec §2.1, with Sauda's default lines in English. */
export const defaultDealTiles: readonly DealTile[] = tilesIn(dealTilesTexts);

export interface DealTilesProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  /**
   * The tiles, in order.
   * @default defaultDealTiles (Superdeals, Bundle deals, 'Under Rs 1,500'), in the language's texts
   */
  tiles?: readonly DealTile[];
  /**
   * Accessible name of the list.
   * @default labels' `list` ('Deals')
   */
  label?: string;
  /**
   * Texts of the list and its default tiles, each replacing the language's own (English by default, `DealTilesLabels`).
   */
  labels?: DealTilesLabels;
  /** Extra classes for the root element. */
  className?: string;
}

/** The home page's deal entries as large tappable tiles: one link each, with an icon, a title and a short line. *
 * Other props are the root `<ul>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const DealTiles = /* @__PURE__ */ forwardRef<HTMLUListElement, DealTilesProps>(function DealTiles(
  { tiles, label, labels, className, ...rest },
  ref,
) {
  const text = useTexts(dealTilesTexts, labels);
  return (
    <ul
      {...rest}
      ref={ref}
      data-slot="deal-tiles"
      aria-label={label ?? text.list}
      className={cx('sd:grid sd:grid-cols-1 sd:gap-3 sd:sm:grid-cols-3', className)}
    >
      {(tiles ?? tilesIn(text)).map((tile) => (
        <li key={tile.id} data-slot="deal-tile" data-deal={tile.id} data-variant={tile.tone ?? 'brand'}>
          <Link href={tile.href} variant="plain" className={dealTileVariants({ tone: tile.tone })}>
            {tile.icon && (
              <span data-slot="deal-tile-icon" aria-hidden className={dealTileIconVariants({ tone: tile.tone })}>
                {tile.icon}
              </span>
            )}
            <span className="sd:flex sd:min-w-0 sd:flex-1 sd:flex-col sd:gap-0.5">
              <span data-slot="deal-tile-title" className="sd:text-lg sd:font-bold">
                {tile.title}
              </span>
              <span data-slot="deal-tile-description" className="sd:text-sm sd:text-muted">
                {tile.description}
              </span>
            </span>
            <ForwardIcon
              shape="arrow"
              className="sd:group-hover/deal:translate-x-1 sd:rtl:group-hover/deal:-translate-x-1"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
});
