import { cx } from '../../lib/cx';
import { Skeleton } from '../../primitives/skeleton';
import { Bar, LoadingRegion } from './skeleton-parts';

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
   * @default 'Loading product...'
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
  label = 'Loading product...',
  className,
}: ProductCardSkeletonProps) {
  const isList = layout === 'list';
  return (
    <LoadingRegion
      slot="product-card-skeleton"
      label={label}
      className={cx(
        'flex overflow-hidden rounded-lg border border-line bg-raised',
        isList ? 'flex-row items-start gap-3 p-2 sm:gap-4' : 'flex-col',
        className,
      )}
    >
      <span className={isList ? 'block w-28 shrink-0 sm:w-40' : 'block w-full'}>
        <Skeleton aspectRatio={imageAspectRatio} className={isList ? undefined : 'rounded-none'} />
      </span>
      <span className={cx('flex min-w-0 flex-1 flex-col gap-1', isList ? 'pt-1' : 'px-3 pt-2 pb-3')}>
        <span className="flex h-10 flex-col justify-center gap-2">
          <Bar className="h-3 w-full" />
          <Bar className="h-3 w-3/5" />
        </span>
        <span className="flex h-5 items-center">
          <Bar className="h-3.5 w-2/5" />
        </span>
        <span className="flex h-4 items-center">
          <Bar className="h-3 w-1/2" />
        </span>
      </span>
    </LoadingRegion>
  );
}
