import type { Product } from '@sauda/commerce';
import { useEffect, useRef, useState, type ReactNode, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { useStableCallback } from '../../lib/use-stable-callback';
import { IconButton } from '../../primitives/icon-button/icon-button';
import { Skeleton } from '../../primitives/skeleton';
import { EmptyState, emptyStates, type EmptyStateProps } from '../empty-state';
import { ProductCard, type ProductCardProps } from '../product-card';
import { productGridListVariants } from './product-grid.variants';
import { productGridTexts } from './texts/en';

/** How the listing shows its cards: a grid of columns or one card per row. */
export type ProductGridView = 'grid' | 'list';

/** Texts of the grid; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface ProductGridLabels {
  /** Accessible name of the list of cards. @default 'Products' */
  list?: string;
  /** Accessible name of the view toggle group. @default 'View' */
  view?: string;
  /** @default 'Grid view' */
  gridView?: string;
  /** @default 'List view' */
  listView?: string;
  /** Announced while loading. @default 'Loading products' */
  loading?: string;
}

export interface ProductGridProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The products to show, already filtered and sorted (see `applyFilters` and `sortProducts`). */
  products: readonly Product[];
  /**
   * The current view (controlled); both views show the same cards.
   * @default 'grid'
   */
  view?: ProductGridView;
  /** Called with the view the shopper picks with the grid/list toggle. Without it the toggle is not shown. */
  onViewChange?: (view: ProductGridView) => void;
  /**
   * While true the grid shows skeleton cards and is marked busy.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Number of skeleton cards while loading.
   * @default 8
   */
  skeletonCount?: number;
  /**
   * What shows when there are no products (and not loading); e.g. `emptyStates.searchResults(openFilters)`.
   * @default emptyStates.categoryListing
   */
  emptyState?: EmptyStateProps;
  /**
   * Cards rendered at first and added each time the end of the list comes near (see the component's notes).
   * @default 40
   */
  pageSize?: number;
  /** Ids of the products in the shopper's wishlist: their hearts are pressed. */
  wishlistedIds?: ReadonlySet<string>;
  /** Ids whose wishlist call is on its way: their hearts are disabled. */
  pendingWishlistIds?: ReadonlySet<string>;
  /** Called when a card's heart is pressed. Without it the cards show no heart. */
  onWishlistChange?: (product: Product, isWishlisted: boolean) => void;
  /**
   * Where each card links.
   * @default (product) => productPath(product.name, product.id)
   */
  getHref?: (product: Product) => string;
  /** Texts of every card (see `ProductCard`). */
  cardLabels?: ProductCardProps['labels'];
  /**
   * Width to height ratio of the cover images.
   * @default '1 / 1'
   */
  imageAspectRatio?: string;
  /**
   * Pictures of the first cards load at once, the rest when they come near the screen: at the top of a listing the
   * first rows are on screen when the page opens, and the first card's picture is the one its server preloads (by
   * its plain URL). Give 0 for a grid that starts below the first screen (home's 'Just For You' on a phone).
   * @default 8
   */
  eagerImageCount?: number;
  /** Content at the start of the toolbar above the cards, e.g. the result count and the `SortSelect`. */
  toolbar?: ReactNode;
  /** Texts of the grid, each replacing the language's own (English by default, `ProductGridLabels`). */
  labels?: ProductGridLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const gridIcon = (
  <svg viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
  </svg>
);
const listIcon = (
  <svg viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <rect x="4" y="4.5" width="5" height="5" rx="1" />
    <rect x="4" y="14.5" width="5" height="5" rx="1" />
    <path d="M12.5 6h7.5M12.5 9h5M12.5 16h7.5M12.5 19h5" />
  </svg>
);

/**
 * Grows `limit` by `pageSize` whenever the sentinel comes within a screen of the viewport; starts over when the list
 * changes (new filters or sort). Without IntersectionObserver everything renders at once.
 */
function useProgressiveLimit(total: number, pageSize: number, list: unknown) {
  const [limit, setLimit] = useState(pageSize);
  const [seen, setSeen] = useState({ list, pageSize });
  if (seen.list !== list || seen.pageSize !== pageSize) {
    setSeen({ list, pageSize });
    setLimit(pageSize);
  }
  const sentinelRef = useRef<HTMLDivElement>(null);
  const hasMore = limit < total;
  useEffect(() => {
    const node = sentinelRef.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    // A new observer after each page reports at once if the sentinel is still near, so tall screens fill up.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setLimit((current) => Math.min(current + pageSize, total));
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, limit, pageSize, total]);
  const canObserve = typeof window === 'undefined' || typeof IntersectionObserver !== 'undefined';
  return { limit: canObserve ? Math.min(limit, total) : total, hasMore: canObserve && hasMore, sentinelRef };
}

/** A card past the first page skips layout and paint off screen, standing in at about a card's size meanwhile. */
const skipWhileOffScreen = {
  grid: 'sd:[content-visibility:auto] sd:[contain-intrinsic-size:auto_22rem]',
  list: 'sd:[content-visibility:auto] sd:[contain-intrinsic-size:auto_10rem]',
} as const;

/**
 * The cards of a listing (spec §2.8): 2 columns, 3 from 640 px, 4 from 1024 px; a grid/list toggle; skeleton cards
 * while loading; an empty state when there is nothing to show.
 *
 * Large listings (1,000 products) stay smooth without a virtualiser: the grid renders `pageSize` cards, and an
 * IntersectionObserver on a sentinel after the last card adds the next page when it comes within a screen of the
 * viewport, so no 'Show more' button is needed and the first render costs 40 cards, not 1,000. Each card after the
 * first page also has `content-visibility: auto` with an intrinsic size, so cards scrolled past skip layout and paint
 * while staying in the DOM. The first page is laid out in full: an estimated size never matches a card at every width,
 * and a card drawn at its real height as the shopper reaches it would push what follows (the footer) away from under
 * their finger. A virtual window was not chosen because its row heights depend on the column count, and it would drop
 * off-screen cards from find-in-page, from the accessibility tree and from Tab order.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const ProductGrid = /* @__PURE__ */ forwardRef<HTMLDivElement, ProductGridProps>(function ProductGrid(
  {
    products,
    view = 'grid',
    onViewChange,
    isLoading = false,
    skeletonCount = 8,
    emptyState = emptyStates.categoryListing,
    pageSize = 40,
    wishlistedIds,
    pendingWishlistIds,
    onWishlistChange,
    getHref,
    cardLabels,
    imageAspectRatio,
    eagerImageCount = 8,
    toolbar,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const text = useTexts(productGridTexts, labels);
  const { limit, hasMore, sentinelRef } = useProgressiveLimit(products.length, Math.max(1, pageSize), products);
  const isEmpty = !isLoading && products.length === 0;
  // The cards are memoised: a page passing a new inline handler on each render must not re-render every card.
  const onCardWishlistChange = useStableCallback(onWishlistChange);

  return (
    <div
      {...rest}
      ref={ref}
      data-slot="product-grid"
      data-view={view}
      className={cx('sd:flex sd:flex-col sd:gap-4', className)}
    >
      {(toolbar != null || onViewChange) && (
        <div
          data-slot="product-grid-toolbar"
          className="sd:flex sd:flex-wrap sd:items-center sd:justify-between sd:gap-3"
        >
          <div
            data-slot="product-grid-toolbar-start"
            className="sd:flex sd:min-w-0 sd:flex-wrap sd:items-center sd:gap-3"
          >
            {toolbar}
          </div>
          {onViewChange && (
            <div
              data-slot="product-grid-view-toggle"
              role="group"
              aria-label={text.view}
              className="sd:ms-auto sd:inline-flex sd:gap-1 sd:rounded-md sd:border sd:border-line sd:bg-raised sd:p-0.5"
            >
              <IconButton
                label={text.gridView}
                size="sm"
                isPressed={view === 'grid'}
                onClick={() => onViewChange('grid')}
              >
                {gridIcon}
              </IconButton>
              <IconButton
                label={text.listView}
                size="sm"
                isPressed={view === 'list'}
                onClick={() => onViewChange('list')}
              >
                {listIcon}
              </IconButton>
            </div>
          )}
        </div>
      )}
      {isLoading ? (
        <div data-slot="product-grid-loading" aria-busy="true" className={productGridListVariants({ view })}>
          <span role="status" className="sd:sr-only">
            {text.loading}
          </span>
          {Array.from({ length: Math.max(1, skeletonCount) }, (_, index) => (
            <div
              key={index}
              data-slot="product-grid-skeleton"
              className={cx(
                'sd:flex sd:gap-3 sd:overflow-hidden sd:rounded-lg sd:border sd:border-line sd:bg-raised',
                view === 'list' ? 'sd:flex-row sd:p-2' : 'sd:flex-col',
              )}
            >
              <Skeleton
                aspectRatio={imageAspectRatio ?? '1 / 1'}
                className={
                  view === 'list' ? 'sd:w-28 sd:shrink-0 sd:rounded-md sd:sm:w-40' : 'sd:w-full sd:rounded-none'
                }
              />
              <div
                className={cx(
                  'sd:flex sd:flex-1 sd:flex-col sd:gap-2',
                  view === 'list' ? 'sd:pt-1' : 'sd:px-3 sd:pb-3',
                )}
              >
                <Skeleton shape="text" lines={2} size="sm" />
                <Skeleton shape="text" size="sm" className="sd:w-1/2" />
              </div>
            </div>
          ))}
        </div>
      ) : isEmpty ? (
        <EmptyState {...emptyState} />
      ) : (
        <>
          <ul data-slot="product-grid-list" aria-label={text.list} className={productGridListVariants({ view })}>
            {products.slice(0, limit).map((product, index) => (
              <li
                key={product.id}
                data-slot="product-grid-item"
                className={cx('sd:flex sd:*:flex-1', index >= pageSize && skipWhileOffScreen[view])}
              >
                <ProductCard
                  product={product}
                  layout={view}
                  href={getHref?.(product)}
                  isWishlisted={wishlistedIds?.has(product.id) ?? false}
                  isWishlistPending={pendingWishlistIds?.has(product.id) ?? false}
                  onWishlistChange={onCardWishlistChange}
                  labels={cardLabels}
                  imageAspectRatio={imageAspectRatio}
                  imageLoading={index < eagerImageCount ? 'eager' : 'lazy'}
                  // A listing's server preloads its first card's picture by the plain URL.
                  imagePreloaded={index === 0 && eagerImageCount > 0}
                />
              </li>
            ))}
          </ul>
          {hasMore && <div ref={sentinelRef} data-slot="product-grid-sentinel" aria-hidden className="sd:h-px" />}
        </>
      )}
    </div>
  );
});
