import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { Bar, LoadingRegion } from './skeleton-parts';
import { skeletonsTexts } from './texts/en';

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
   * @default 'Loading products...' (`SkeletonsLabels.loadingProducts`, in the language's texts)
   */
  label?: string;
  /** Extra classes for the root element. */
  className?: string;
}

const filterSections = [5, 5, 4] as const;

/** The filter panel's shape: a title, option lists with a box and a name each, and the price range. */
function FilterColumn() {
  return (
    <div data-slot="listing-skeleton-filters" className="sd:hidden sd:flex-col sd:gap-4 sd:md:flex">
      <Bar className="sd:h-7 sd:w-24" />
      {filterSections.map((rows, section) => (
        <div key={section} className="sd:flex sd:flex-col sd:gap-3 sd:border-t sd:border-line sd:pt-4">
          <Bar className="sd:h-4 sd:w-20" />
          {Array.from({ length: rows }, (_, row) => (
            <div key={row} className="sd:flex sd:h-6 sd:items-center sd:gap-2">
              <Bar className="sd:size-5" />
              <Bar className={cx('sd:h-3', row % 2 ? 'sd:w-16' : 'sd:w-24')} />
            </div>
          ))}
        </div>
      ))}
      <div className="sd:flex sd:flex-col sd:gap-3 sd:border-t sd:border-line sd:pt-4">
        <Bar className="sd:h-4 sd:w-24" />
        <Bar className="sd:h-2 sd:w-full" />
        <div className="sd:flex sd:justify-between">
          <Bar className="sd:h-3 sd:w-12" />
          <Bar className="sd:h-3 sd:w-16" />
        </div>
      </div>
    </div>
  );
}

/**
 * A category listing, search results or deals page while it loads (spec §2.8): the filter column on wide screens,
 * the toolbar with the sort and the view toggle, and skeleton cards in the grid's columns.
 */
export function ListingSkeleton({ count = 8, showFilters = true, label, className }: ListingSkeletonProps) {
  const text = useTexts(skeletonsTexts);
  return (
    <LoadingRegion
      slot="listing-skeleton"
      label={label ?? text.loadingProducts}
      className={cx(
        'sd:grid sd:items-start sd:gap-6',
        showFilters && 'sd:md:grid-cols-[14rem_minmax(0,1fr)] sd:lg:grid-cols-[16rem_minmax(0,1fr)]',
        className,
      )}
    >
      {showFilters && <FilterColumn />}
      <div className="sd:flex sd:min-w-0 sd:flex-col sd:gap-4">
        <div data-slot="listing-skeleton-toolbar" className="sd:flex sd:h-10 sd:items-center sd:gap-3">
          <Bar className="sd:h-6 sd:w-40 sd:max-w-[40%]" />
          <Bar className="sd:ms-auto sd:h-10 sd:w-28 sd:sm:w-44" />
          <Bar className="sd:h-9 sd:w-[4.75rem]" />
        </div>
        <ProductGridSkeleton count={count} label={null} />
      </div>
    </LoadingRegion>
  );
}
