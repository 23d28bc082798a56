export { WishlistCard, type WishlistCardLabels, type WishlistCardProps } from './wishlist-card';
