import { filterShopsByName, type Product, type Shop } from '@sauda/commerce';

/** A shop as the directory shows it: a `ShopCard`'s fields (the follower and product counts only when known). */
export type DirectoryEntry = Pick<Shop, 'id' | 'name' | 'logo' | 'productsCount'> & { followersCount?: number };

/** What the directory shows: the first shops of the answer, and whether more would follow. */
export interface DirectoryView {
  shops: DirectoryEntry[];
  hasMore: boolean;
}

/**
 * The legacy backend has no shop list: the shops named in a product list (newest products first), each once in the
 * order first seen. Nothing is known of their logos or counts, so both counts are left out (never a false 0).
 */
export function shopsFromProducts(products: readonly Pick<Product, 'shopId' | 'shopName'>[]): DirectoryEntry[] {
  const seen = new Set<string>();
  const shops: DirectoryEntry[] = [];
  for (const { shopId, shopName } of products) {
    const name = shopName?.trim();
    if (!shopId || !name || seen.has(shopId.toLowerCase())) continue;
    seen.add(shopId.toLowerCase());
    shops.push({ id: shopId, name, logo: null });
  }
  return shops;
}

/** The shops whose name contains `query` (any case), the first `limit` of them. */
export function directoryView(shops: readonly DirectoryEntry[], query: string, limit: number): DirectoryView {
  const matching = filterShopsByName(shops, query);
  return { shops: matching.slice(0, limit), hasMore: matching.length > limit };
}
