export { FollowedShopCard, type FollowedShopCardProps } from './followed-shop-card';
