export { Badge, type BadgeProps } from './badge';
export { badgeCountText } from './badge-count-text';
export { badgeCountVariants, badgeVariants } from './badge.variants';
