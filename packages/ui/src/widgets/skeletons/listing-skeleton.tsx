import { cx } from '../../lib/cx';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { Bar, LoadingRegion } from './skeleton-parts';

export interface ListingSkeletonProps {
  /**
   * Number of cards.
   * @default 8
   */
  count?: number;
  /**
   * Show the filter column (from 768 px, as the listing does; smaller screens use the filter drawer).
   * @default true
   */
  showFilters?: boolean;
  /**
   * Announced while loading.
   * @default 'Loading products...'
   */
  label?: string;
  /** Extra classes for the root element. */
  className?: string;
}

const filterSections = [5, 5, 4] as const;

/** The filter panel's shape: a title, option lists with a box and a name each, and the price range. */
function FilterColumn() {
  return (
    <div data-slot="listing-skeleton-filters" className="hidden flex-col gap-4 md:flex">
      <Bar className="h-7 w-24" />
      {filterSections.map((rows, section) => (
        <div key={section} className="flex flex-col gap-3 border-t border-line pt-4">
          <Bar className="h-4 w-20" />
          {Array.from({ length: rows }, (_, row) => (
            <div key={row} className="flex h-6 items-center gap-2">
              <Bar className="size-5" />
              <Bar className={cx('h-3', row % 2 ? 'w-16' : 'w-24')} />
            </div>
          ))}
        </div>
      ))}
      <div className="flex flex-col gap-3 border-t border-line pt-4">
        <Bar className="h-4 w-24" />
        <Bar className="h-2 w-full" />
        <div className="flex justify-between">
          <Bar className="h-3 w-12" />
          <Bar className="h-3 w-16" />
        </div>
      </div>
    </div>
  );
}

/**
 * A category listing, search results or deals page while it loads (spec §2.8): the filter column on wide screens,
 * the toolbar with the sort and the view toggle, and skeleton cards in the grid's columns.
 */
export function ListingSkeleton({
  count = 8,
  showFilters = true,
  label = 'Loading products...',
  className,
}: ListingSkeletonProps) {
  return (
    <LoadingRegion
      slot="listing-skeleton"
      label={label}
      className={cx(
        'grid items-start gap-6',
        showFilters && 'md:grid-cols-[14rem_minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)]',
        className,
      )}
    >
      {showFilters && <FilterColumn />}
      <div className="flex min-w-0 flex-col gap-4">
        <div data-slot="listing-skeleton-toolbar" className="flex h-10 items-center gap-3">
          <Bar className="h-6 w-40 max-w-[40%]" />
          <Bar className="ms-auto h-10 w-28 sm:w-44" />
          <Bar className="h-9 w-[4.75rem]" />
        </div>
        <ProductGridSkeleton count={count} label={null} />
      </div>
    </LoadingRegion>
  );
}
