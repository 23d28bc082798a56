import { useTexts } from '../../lib/kit-texts';
import { Skeleton } from '../../primitives/skeleton';
import { Bar, LoadingRegion } from './skeleton-parts';
import { skeletonsTexts } from './texts/en';

export interface DetailSkeletonProps {
  /**
   * Number of thumbnails under the main image.
   * @default 4
   */
  thumbnails?: number;
  /**
   * Announced while loading.
   * @default 'Loading product...' (`SkeletonsLabels.loadingProduct`, in the language's texts)
   */
  label?: string;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * A product page while it loads: the gallery (square main image and thumbnails) beside the name, rating, price,
 * colour and size choices, quantity, the two buttons and the description; stacked on small screens.
 */
export function DetailSkeleton({ thumbnails = 4, label, className }: DetailSkeletonProps) {
  const text = useTexts(skeletonsTexts);
  return (
    <LoadingRegion slot="detail-skeleton" label={label ?? text.loadingProduct} className={className}>
      <div className="sd:grid sd:items-start sd:gap-6 sd:md:grid-cols-2 sd:md:gap-10">
        <div data-slot="detail-skeleton-gallery" className="sd:flex sd:flex-col sd:gap-3">
          <Skeleton aspectRatio="1 / 1" />
          <div className="sd:grid sd:grid-cols-5 sd:gap-2">
            {Array.from({ length: Math.max(0, thumbnails) }, (_, index) => (
              <Skeleton key={index} aspectRatio="1 / 1" />
            ))}
          </div>
        </div>
        <div data-slot="detail-skeleton-info" className="sd:flex sd:flex-col sd:gap-4">
          <div className="sd:flex sd:flex-col sd:gap-2">
            <Bar className="sd:h-7 sd:w-11/12" />
            <Bar className="sd:h-7 sd:w-3/5" />
          </div>
          <Bar className="sd:h-4 sd:w-40" />
          <div className="sd:flex sd:items-end sd:gap-3">
            <Bar className="sd:h-8 sd:w-32" />
            <Bar className="sd:h-4 sd:w-20" />
          </div>
          <div className="sd:flex sd:flex-col sd:gap-3 sd:border-t sd:border-line sd:pt-4">
            <Bar className="sd:h-4 sd:w-16" />
            <div className="sd:flex sd:gap-2">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} shape="circle" size="sm" />
              ))}
            </div>
          </div>
          <div className="sd:flex sd:flex-col sd:gap-3">
            <Bar className="sd:h-4 sd:w-12" />
            <div className="sd:flex sd:flex-wrap sd:gap-2">
              {Array.from({ length: 6 }, (_, index) => (
                <Bar key={index} className="sd:h-9 sd:w-12" />
              ))}
            </div>
          </div>
          <Bar className="sd:h-10 sd:w-32" />
          <div className="sd:flex sd:gap-3">
            <Bar className="sd:h-12 sd:flex-1" />
            <Bar className="sd:h-12 sd:flex-1" />
          </div>
          <div className="sd:flex sd:flex-col sd:gap-2 sd:border-t sd:border-line sd:pt-4">
            <Bar className="sd:h-5 sd:w-28" />
            <Skeleton shape="text" lines={4} size="sm" />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
