export { Badge, type BadgeProps } from './badge';
export { badgeCountVariants, badgeVariants } from './badge.variants';
