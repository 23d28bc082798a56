import type { Product } from '@sauda/commerce';
import useSWR from 'swr';
import { productsApi } from '../api/catalogue-api';
import { followsApi } from '../api/follows-api';

/** How many followed shops and products per shop the home page picks from. */
const SHOPS = 3;
const PER_SHOP = 4;

/** A few new products from each of the first followed shops, for the signed-in home page. */
export function useFollowedShopPicks(userId: string | null) {
  return useSWR(userId ? ['followed-shop-picks', userId] : null, async ([, id]): Promise<Product[]> => {
    const shops = (await followsApi.list(id)).slice(0, SHOPS);
    const lists = await Promise.all(
      shops.map((shop) => productsApi.list({ shopId: shop.id, perPage: PER_SHOP }).catch(() => [])),
    );
    return lists.flat();
  });
}
