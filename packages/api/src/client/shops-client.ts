import type { Shop } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import { getShop, listShops } from '../endpoints/shops';
import { toShop, toShopDirectoryPage, type ShopDirectoryPage } from '../normalise/shops';
import type { ShopDirectoryQuery } from '../wire/shops';
import type { Call } from './call';

/** `shops`. */
export function shopsClient(call: Call) {
  return {
    /** `GET /shops/{shopId}`. */
    get: async (shopId: string, options?: CallOptions): Promise<Shop> =>
      toShop(await call(getShop, { params: { shopId } }, options)),
    /** `GET /shops?page=&perPage=&query=`: the directory, most followed first (the reference server only). */
    list: async (query: ShopDirectoryQuery = {}, options?: CallOptions): Promise<ShopDirectoryPage> =>
      toShopDirectoryPage(await call(listShops, { query }, options)),
  };
}
