export { Badge, type BadgeProps } from './badge';
export { badgeCountText } from './badge-count-text';
export { badgeCountVariants } from './badge-count.variants';
export { badgeVariants } from './badge.variants';
