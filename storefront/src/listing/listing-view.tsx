import { displayedVariant, productPath, type Product } from '@sauda/commerce';
import {
  Button,
  EmptyState,
  FilterChips,
  FilterDrawer,
  FilterPanel,
  ProductGrid,
  SortSelect,
  type EmptyStateProps,
  type ProductGridView,
} from '@sauda/ui';
import { useState, type ReactNode } from 'react';
import type { Listing } from '../data/use-listing';
import { useWishlist } from '../data/use-wishlist';
import { useMediaQuery } from '../layout/use-media-query';
import * as messages from '../messages';
import { useCardsShown } from './use-cards-shown';
import { useFacetOptions } from './use-facet-options';
import { useListingFilters } from './use-listing-filters';

export interface ListingViewProps {
  /** The listing (`useListing`) with the filters of the address. */
  listing: Listing;
  /**
   * What a first load that failed shows: the load-failed text, or the empty state (search and deals, §8: a failure
   * reads as "no products").
   * @default 'message'
   */
  failureShows?: 'message' | 'empty';
  /** The page's heading (search results have one; deal listings do not). */
  heading?: ReactNode;
  /** What an empty listing says, given a way to open the filters. */
  emptyState: (openFilters: () => void) => EmptyStateProps;
}

const PANEL_ID = 'listing-filters';
/** Where the filter panel stands beside the grid; narrower screens open the same filters in a drawer. */
const WIDE_SCREEN = '(min-width: 768px)';

const productHref = (product: Product) => productPath(product.name, product.id);

/**
 * The shared layout of category, search, deal and store listings (§2.8): filter panel beside the grid on wide
 * screens, a drawer under 768 px, chips, sort, grid/list toggle. Filters live in the URL; the server (or, against the
 * legacy backend, the listing adapter) filters, sorts and pages, and its facets fill the panel with a count per
 * option. The cards come a dozen at a time as the shopper nears the end, and the next page is asked for before the
 * loaded ones run out (`useCardsShown`), so the first render stays short on phones. The side panel is rendered only
 * on wide screens: hidden with CSS, its checkboxes and slider still cost phones a few hundred milliseconds of main
 * thread on every listing.
 */
export function ListingView({ listing, failureShows = 'message', heading, emptyState }: ListingViewProps) {
  const [filters, setFilters] = useListingFilters();
  const wishlist = useWishlist();
  const [view, setView] = useState<ProductGridView>('grid');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isWide = useMediaQuery(WIDE_SCREEN);
  const { products, total } = listing;
  const failed = listing.error !== undefined && products === undefined;
  const [sentinelRef, cards] = useCardsShown(listing);
  const facetOptions = useFacetOptions(listing.facets, filters);

  const openFilters = () => {
    if (isWide) {
      document.getElementById(PANEL_ID)?.querySelector<HTMLElement>('input, button')?.focus();
    } else {
      setDrawerOpen(true);
    }
  };

  const panelProps = { ...facetOptions, onChange: setFilters };
  const shownProducts = failed && failureShows === 'empty' ? [] : cards.products;

  return (
    <div className="sd:flex sd:flex-col sd:gap-4">
      {heading}
      <div className="sd:grid sd:gap-6 sd:md:grid-cols-[15rem_minmax(0,1fr)]">
        {/* The column stands from the first paint, so the grid does not move when the panel fills it. */}
        <div id={PANEL_ID} className="sd:hidden sd:md:block">
          {isWide && <FilterPanel {...panelProps} />}
        </div>
        <div className="sd:flex sd:min-w-0 sd:flex-col sd:gap-4" aria-busy={listing.isRefreshing || undefined}>
          <FilterChips filters={filters} onChange={setFilters} />
          {failed && failureShows === 'message' ? (
            <EmptyState {...emptyState(openFilters)} description={messages.listing.loadFailed} />
          ) : (
            <ProductGrid
              // The previous filters' cards stay, dimmed, until the new ones arrive: no flash of skeletons.
              className={listing.isRefreshing ? 'sd:opacity-60 sd:transition-opacity' : undefined}
              products={shownProducts ?? []}
              isLoading={shownProducts === undefined}
              // The grid renders every card it is given: this view reveals them a dozen at a time.
              pageSize={Math.max(1, shownProducts?.length ?? 0)}
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
                <div className="sd:flex sd:flex-wrap sd:items-center sd:gap-3">
                  <FilterDrawer {...panelProps} isOpen={drawerOpen} onOpenChange={setDrawerOpen} />
                  <SortSelect
                    value={filters.sortBy}
                    onChange={(sortBy) => setFilters({ ...filters, sortBy })}
                    className="sd:w-56"
                  />
                  {total && products && (
                    <p className="sd:text-sm sd:text-muted">
                      {total.isExact
                        ? messages.listing.resultCount(total.count)
                        : messages.listing.resultCountAtLeast(total.count)}
                    </p>
                  )}
                </div>
              }
            />
          )}
          {cards.canGrow && <div ref={sentinelRef} data-slot="listing-sentinel" aria-hidden className="sd:h-px" />}
          {listing.isLoadingMore && (
            <p role="status" className="sd:text-center sd:text-sm sd:text-muted">
              {messages.listing.loadingMore}
            </p>
          )}
          {listing.error !== undefined && products !== undefined && (
            <div role="alert" className="sd:flex sd:flex-wrap sd:items-center sd:justify-center sd:gap-3 sd:text-sm">
              <span>{messages.listing.loadMoreFailed}</span>
              <Button variant="secondary" size="sm" onPress={listing.retry}>
                {messages.pageLoad.tryAgain}
              </Button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
