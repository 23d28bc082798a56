export { DetailSkeleton, type DetailSkeletonProps } from './detail-skeleton';
export { ListingSkeleton, type ListingSkeletonProps } from './listing-skeleton';
export { ListSkeleton, type ListSkeletonProps } from './list-skeleton';
export { ProductCardSkeleton, type ProductCardSkeletonProps } from './product-card-skeleton';
export { ProductGridSkeleton, type ProductGridSkeletonProps } from './product-grid-skeleton';
export type { SkeletonsLabels } from './skeleton-parts';
