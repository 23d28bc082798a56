import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Bar, LoadingRegion } from './skeleton-parts';
import { skeletonsTexts } from './texts/en';

export interface ListSkeletonProps {
  /**
   * Number of rows.
   * @default 4
   */
  count?: number;
  /**
   * Show a square picture at the start of each row (wishlist, followed shops); off for text rows (orders).
   * @default true
   */
  showImage?: boolean;
  /**
   * Announced while loading, e.g. 'Loading Followed Shops...'.
   * @default 'Loading...' (`SkeletonsLabels.loading`, in the language's texts)
   */
  label?: string;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * An account list while it loads (orders, returns, cancellations, wishlist, followed shops): cards of a fixed
 * height with a picture, a title, two lines of detail and a status pill.
 */
export function ListSkeleton({ count = 4, showImage = true, label, className }: ListSkeletonProps) {
  const text = useTexts(skeletonsTexts);
  return (
    <LoadingRegion
      slot="list-skeleton"
      label={label ?? text.loading}
      className={cx('sd:flex sd:flex-col sd:gap-3', className)}
    >
      {Array.from({ length: Math.max(1, Math.floor(count)) }, (_, index) => (
        <div
          key={index}
          data-slot="list-skeleton-row"
          className="sd:flex sd:h-28 sd:items-center sd:gap-4 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4"
        >
          {showImage && <Bar className="sd:size-20" />}
          <div className="sd:flex sd:min-w-0 sd:flex-1 sd:flex-col sd:gap-2.5">
            <Bar className={cx('sd:h-4', index % 2 ? 'sd:w-1/2' : 'sd:w-2/3')} />
            <Bar className="sd:h-3 sd:w-1/3" />
            <Bar className="sd:h-3 sd:w-2/5" />
          </div>
          <Bar className="sd:h-6 sd:w-20 sd:rounded-full" />
        </div>
      ))}
    </LoadingRegion>
  );
}
