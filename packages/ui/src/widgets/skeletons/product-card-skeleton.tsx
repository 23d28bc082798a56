import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Skeleton } from '../../primitives/skeleton';
import { Bar, LoadingRegion } from './skeleton-parts';
import { skeletonsTexts } from './texts/en';

export interface ProductCardSkeletonProps {
  /**
   * `grid`: image above the text; `list`: image beside it, as `ProductCard`'s layouts.
   * @default 'grid'
   */
  layout?: 'grid' | 'list';
  /**
   * Width to height ratio of the image, the same as the cards that replace it.
   * @default '1 / 1'
   */
  imageAspectRatio?: string;
  /**
   * Announced while loading; `null` inside a larger loading region (a grid of them).
   * @default 'Loading product...' (`SkeletonsLabels.loadingProduct`, in the language's texts)
   */
  label?: string | null;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * The shape of a `ProductCard` while it loads: image at the card's ratio, two lines of name, the price and the
 * rating, each at the height of the real text, so the card does not move when the product arrives.
 */
export function ProductCardSkeleton({
  layout = 'grid',
  imageAspectRatio = '1 / 1',
  label,
  className,
}: ProductCardSkeletonProps) {
  const text = useTexts(skeletonsTexts);
  const isList = layout === 'list';
  return (
    <LoadingRegion
      slot="product-card-skeleton"
      label={label === undefined ? text.loadingProduct : label}
      className={cx(
        'sd:flex sd:overflow-hidden sd:rounded-lg sd:border sd:border-line sd:bg-raised',
        isList ? 'sd:flex-row sd:items-start sd:gap-3 sd:p-2 sd:sm:gap-4' : 'sd:flex-col',
        className,
      )}
    >
      <span className={isList ? 'sd:block sd:w-28 sd:shrink-0 sd:sm:w-40' : 'sd:block sd:w-full'}>
        <Skeleton aspectRatio={imageAspectRatio} className={isList ? undefined : 'sd:rounded-none'} />
      </span>
      <span
        className={cx(
          'sd:flex sd:min-w-0 sd:flex-1 sd:flex-col sd:gap-1',
          isList ? 'sd:pt-1' : 'sd:px-3 sd:pt-2 sd:pb-3',
        )}
      >
        <span className="sd:flex sd:h-10 sd:flex-col sd:justify-center sd:gap-2">
          <Bar className="sd:h-3 sd:w-full" />
          <Bar className="sd:h-3 sd:w-3/5" />
        </span>
        <span className="sd:flex sd:h-5 sd:items-center">
          <Bar className="sd:h-3.5 sd:w-2/5" />
        </span>
        <span className="sd:flex sd:h-4 sd:items-center">
          <Bar className="sd:h-3 sd:w-1/2" />
        </span>
      </span>
    </LoadingRegion>
  );
}
