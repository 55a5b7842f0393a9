export { Skeleton, SkeletonGroup, skeletonVariants } from './skeleton';
export type { SkeletonProps, SkeletonGroupProps } from './skeleton';
