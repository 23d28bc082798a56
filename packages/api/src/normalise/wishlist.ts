import type { WishlistItem } from '@sauda/commerce';
import type { WireWishlistItem } from '../wire/wishlist';
import { text, toId } from './shared';

/** A wishlist entry; the legacy `WishlistId` (or `Id`, else the product id) becomes `id`. A 0 price reads as none. */
export function toWishlistItem(item: WireWishlistItem): WishlistItem {
  const productId = toId(item.ProductId);
  return {
    id: toId(item.WishlistId ?? item.Id ?? item.ProductId),
    productId,
    name: text(item.Name),
    images: item.Images,
    rating: item.Rating ?? 0,
    ratingsCount: item.RatingsCount ?? 0,
    price: item.Price === 0 ? null : item.Price,
    oldPrice: item.OldPrice === 0 ? null : item.OldPrice,
    color: item.Color,
    size: item.Size,
  };
}
