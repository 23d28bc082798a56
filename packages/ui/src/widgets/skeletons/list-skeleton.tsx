import { cx } from '../../lib/cx';
import { Bar, LoadingRegion } from './skeleton-parts';

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
   * @default 'Loading...'
   */
  label?: string;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * An account list while it loads (orders, returns, cancellations, wishlist, followed shops): cards of a fixed
 * height with a picture, a title, two lines of detail and a status pill.
 */
export function ListSkeleton({ count = 4, showImage = true, label = 'Loading...', className }: ListSkeletonProps) {
  return (
    <LoadingRegion slot="list-skeleton" label={label} className={cx('flex flex-col gap-3', className)}>
      {Array.from({ length: Math.max(1, Math.floor(count)) }, (_, index) => (
        <div
          key={index}
          data-slot="list-skeleton-row"
          className="flex h-28 items-center gap-4 rounded-lg border border-line bg-raised p-4"
        >
          {showImage && <Bar className="size-20" />}
          <div className="flex min-w-0 flex-1 flex-col gap-2.5">
            <Bar className={cx('h-4', index % 2 ? 'w-1/2' : 'w-2/3')} />
            <Bar className="h-3 w-1/3" />
            <Bar className="h-3 w-2/5" />
          </div>
          <Bar className="h-6 w-20 rounded-full" />
        </div>
      ))}
    </LoadingRegion>
  );
}
