import {
  applyFilters,
  displayedVariant,
  isSizeFilterAvailable,
  optionsInListing,
  productPath,
  sortProducts,
  type Product,
} from '@sauda/commerce';
import {
  EmptyState,
  FilterChips,
  FilterDrawer,
  FilterPanel,
  ProductGrid,
  SortSelect,
  type EmptyStateProps,
  type ProductGridView,
} from '@sauda/ui';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useFilterOptions } from '../data/use-catalogue';
import { useWishlist } from '../data/use-wishlist';
import { useIdle } from '../layout/use-idle';
import { useMediaQuery } from '../layout/use-media-query';
import * as messages from '../messages';
import { useListingFilters } from './use-listing-filters';

export interface ListingViewProps {
  /** The listing's products; undefined while the first answer loads. */
  products: Product[] | undefined;
  /** The load failed and nothing is shown yet (SWR keeps retrying). */
  failed?: boolean;
  /** The page's heading (search results have one; deal listings do not). */
  heading?: ReactNode;
  /** What an empty listing says, given a way to open the filters. */
  emptyState: (openFilters: () => void) => EmptyStateProps;
}

const PANEL_ID = 'listing-filters';
/** Where the filter panel stands beside the grid; narrower screens open the same filters in a drawer. */
const WIDE_SCREEN = '(min-width: 768px)';
/**
 * Cards rendered at first: a phone shows two to four, a wide screen three rows of four. The grid adds the next dozen
 * when the shopper scrolls within a screen of the end, so the first render stays short on phones.
 */
const CARDS_PER_PAGE = 12;

const productHref = (product: Product) => productPath(product.name, product.id);

/**
 * The shared layout of category, search, deal and store listings (§2.8): filter panel beside the grid on wide
 * screens, a drawer under 768 px, chips, sort, grid/list toggle. Filters live in the URL and are applied in the
 * browser with commerce's rules; the filtered list is memoised so typing elsewhere never refilters. The side panel
 * is rendered only on wide screens: hidden with CSS, its checkboxes and slider still cost phones a few hundred
 * milliseconds of main thread on every listing. The cards and their count follow the products and filters as deferred
 * values: when the products arrive or a filter changes, the panel and chips answer at once, and React filters, sorts
 * and renders the cards in the background in slices, so the main thread is never blocked for the whole grid. The count waits for the cards so
 * that it never pushes the old grid down before the new one replaces it (a layout shift).
 */
export function ListingView({ products, failed = false, heading, emptyState }: ListingViewProps) {
  const [filters, setFilters] = useListingFilters();
  const wishlist = useWishlist();
  const [view, setView] = useState<ProductGridView>('grid');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isWide = useMediaQuery(WIDE_SCREEN);
  // The option lists only fill the filter panel. On a phone the panel sits in the closed drawer, so they load once
  // the page is idle (or the drawer opens), not beside the listing's products and first pictures.
  const isIdle = useIdle();
  const options = useFilterOptions(isWide || drawerOpen || isIdle);

  const cardProducts = useDeferredValue(products);
  const cardFilters = useDeferredValue(filters);
  const cards = useMemo(
    () => (cardProducts ? sortProducts(applyFilters(cardProducts, cardFilters), cardFilters.sortBy) : undefined),
    [cardProducts, cardFilters],
  );
  const sizeOffered = useMemo(() => (products ? isSizeFilterAvailable(products) : false), [products]);

  const openFilters = () => {
    if (isWide) {
      document.getElementById(PANEL_ID)?.querySelector<HTMLElement>('input, button')?.focus();
    } else {
      setDrawerOpen(true);
    }
  };

  const offered = useMemo(() => optionsInListing(products ?? [], options, filters), [products, options, filters]);
  const panelProps = {
    value: filters,
    onChange: setFilters,
    brands: offered.brands,
    colours: offered.colours,
    sizes: offered.sizes,
    isSizeFilterOffered: sizeOffered,
  };

  return (
    <div className="flex flex-col gap-4">
      {heading}
      <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
        {/* The column stands from the first paint, so the grid does not move when the panel fills it. */}
        <div id={PANEL_ID} className="hidden md:block">
          {isWide && <FilterPanel {...panelProps} />}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <FilterChips filters={filters} onChange={setFilters} />
          {failed && !products ? (
            <EmptyState {...emptyState(openFilters)} description={messages.listing.loadFailed} />
          ) : (
            <ProductGrid
              products={cards ?? []}
              isLoading={cards === undefined}
              pageSize={CARDS_PER_PAGE}
              view={view}
              onViewChange={setView}
              emptyState={emptyState(openFilters)}
              getHref={productHref}
              wishlistedIds={wishlist.wishlistedIds}
              pendingWishlistIds={wishlist.pendingIds}
              onWishlistChange={(product, isWishlisted) => {
                const choice = { productId: product.id, ...displayedVariant(product) };
                void (isWishlisted ? wishlist.add(choice) : wishlist.remove(choice));
              }}
              toolbar={
                <div className="flex flex-wrap items-center gap-3">
                  <FilterDrawer {...panelProps} isOpen={drawerOpen} onOpenChange={setDrawerOpen} />
                  <SortSelect
                    value={filters.sortBy}
                    onChange={(sortBy) => setFilters({ ...filters, sortBy })}
                    className="w-56"
                  />
                  {cards && <p className="text-sm text-muted">{messages.listing.resultCount(cards.length)}</p>}
                </div>
              }
            />
          )}
        </div>
      </div>
    </div>
  );
}
