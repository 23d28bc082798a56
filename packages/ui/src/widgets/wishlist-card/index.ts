export { WishlistCard, type WishlistCardProps } from './wishlist-card';
