import type { FollowedShop, Shop } from '@sauda/commerce';
import type { WireFollowedShop, WireShop, WireShopDirectory } from '../wire/shops';
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

/** A shop of the directory: a followed-shop card plus its number of products. */
export interface DirectoryShop extends FollowedShop {
  productsCount: number;
}

/** One page of the shop directory. */
export interface ShopDirectoryPage {
  shops: DirectoryShop[];
  /** The page shown (1-based). */
  page: number;
  totalPages: number;
}

/** A page of `GET /shops`; missing paging reads as one page. */
export function toShopDirectoryPage(answer: WireShopDirectory): ShopDirectoryPage {
  return {
    shops: answer.shops.map((shop) => ({
      ...toFollowedShop(shop),
      productsCount: Math.max(0, shop.ProductCount ?? 0),
    })),
    page: answer.page ?? 1,
    totalPages: answer.totalPages ?? 1,
  };
}
