import { useTexts } from '../../lib/kit-texts';
import { productGridListVariants } from '../product-grid/product-grid.variants';
import { ProductCardSkeleton } from './product-card-skeleton';
import { LoadingRegion } from './skeleton-parts';
import { skeletonsTexts } from './texts/en';

export interface ProductGridSkeletonProps {
  /**
   * Number of cards.
   * @default 8
   */
  count?: number;
  /**
   * `grid`: the listing's columns (2, 3 from 640 px, 4 from 1024 px); `list`: one card per row.
   * @default 'grid'
   */
  view?: 'grid' | 'list';
  /**
   * Width to height ratio of the cards' images.
   * @default '1 / 1'
   */
  imageAspectRatio?: string;
  /**
   * Announced while loading; `null` inside a larger loading region.
   * @default 'Loading products...' (`SkeletonsLabels.loadingProducts`, in the language's texts)
   */
  label?: string | null;
  /** Extra classes for the root element. */
  className?: string;
}

/** Skeleton cards in the product grid's own columns, for a listing, search results or a deals page while they load. */
export function ProductGridSkeleton({
  count = 8,
  view = 'grid',
  imageAspectRatio = '1 / 1',
  label,
  className,
}: ProductGridSkeletonProps) {
  const text = useTexts(skeletonsTexts);
  return (
    <LoadingRegion
      slot="product-grid-skeleton"
      label={label === undefined ? text.loadingProducts : label}
      className={className}
    >
      <div className={productGridListVariants({ view })}>
        {Array.from({ length: Math.max(1, Math.floor(count)) }, (_, index) => (
          <ProductCardSkeleton key={index} layout={view} imageAspectRatio={imageAspectRatio} label={null} />
        ))}
      </div>
    </LoadingRegion>
  );
}
