import type { FollowedShop, Shop } from '@sauda/commerce';
import type { WireFollowedShop, WireShop } from '../wire/shops';
import { text, toId } from './shared';

/** The store page header; `FollowedShops` (text or null on the legacy backend) becomes `followingCount`. */
export function toShop(shop: WireShop): Shop {
  return {
    id: toId(shop.Id),
    name: shop.Name,
    logo: shop.Logo ?? null,
    ownerName: text(shop.OwnerName),
    followersCount: Math.max(0, shop.FollowersCount ?? 0),
    followingCount: shop.FollowedShops,
    ...(shop.ProductsCount === null ? {} : { productsCount: shop.ProductsCount }),
  };
}

/** A shop the user follows. */
export function toFollowedShop(shop: WireFollowedShop): FollowedShop {
  return {
    id: toId(shop.Id),
    name: shop.Name,
    logo: shop.Logo ?? null,
    followersCount: Math.max(0, shop.FollowersCount ?? 0),
  };
}
