export { Skeleton, type SkeletonProps } from './skeleton';
export { skeletonLineVariants, skeletonVariants } from './skeleton.variants';
