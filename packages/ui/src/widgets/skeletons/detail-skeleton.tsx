import { Skeleton } from '../../primitives/skeleton';
import { Bar, LoadingRegion } from './skeleton-parts';

export interface DetailSkeletonProps {
  /**
   * Number of thumbnails under the main image.
   * @default 4
   */
  thumbnails?: number;
  /**
   * Announced while loading.
   * @default 'Loading product...'
   */
  label?: string;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * A product page while it loads: the gallery (square main image and thumbnails) beside the name, rating, price,
 * colour and size choices, quantity, the two buttons and the description; stacked on small screens.
 */
export function DetailSkeleton({ thumbnails = 4, label = 'Loading product...', className }: DetailSkeletonProps) {
  return (
    <LoadingRegion slot="detail-skeleton" label={label} className={className}>
      <div className="grid items-start gap-6 md:grid-cols-2 md:gap-10">
        <div data-slot="detail-skeleton-gallery" className="flex flex-col gap-3">
          <Skeleton aspectRatio="1 / 1" />
          <div className="grid grid-cols-5 gap-2">
            {Array.from({ length: Math.max(0, thumbnails) }, (_, index) => (
              <Skeleton key={index} aspectRatio="1 / 1" />
            ))}
          </div>
        </div>
        <div data-slot="detail-skeleton-info" className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Bar className="h-7 w-11/12" />
            <Bar className="h-7 w-3/5" />
          </div>
          <Bar className="h-4 w-40" />
          <div className="flex items-end gap-3">
            <Bar className="h-8 w-32" />
            <Bar className="h-4 w-20" />
          </div>
          <div className="flex flex-col gap-3 border-t border-line pt-4">
            <Bar className="h-4 w-16" />
            <div className="flex gap-2">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} shape="circle" size="sm" />
              ))}
            </div>
          </div>
          <div className="flex flex-col gap-3">
            <Bar className="h-4 w-12" />
            <div className="flex flex-wrap gap-2">
              {Array.from({ length: 6 }, (_, index) => (
                <Bar key={index} className="h-9 w-12" />
              ))}
            </div>
          </div>
          <Bar className="h-10 w-32" />
          <div className="flex gap-3">
            <Bar className="h-12 flex-1" />
            <Bar className="h-12 flex-1" />
          </div>
          <div className="flex flex-col gap-2 border-t border-line pt-4">
            <Bar className="h-5 w-28" />
            <Skeleton shape="text" lines={4} size="sm" />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
