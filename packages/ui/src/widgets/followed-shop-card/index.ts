export { FollowedShopCard, type FollowedShopCardLabels, type FollowedShopCardProps } from './followed-shop-card';
