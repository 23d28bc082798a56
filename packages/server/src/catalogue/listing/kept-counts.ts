import { type SQL, sql } from 'drizzle-orm';
import type { ListingSource } from './where';

/** A listing whose exact count `product_counts` keeps (migration 0006): a source with no filter or search. */
export type CountScope = readonly [scope: string, key: string];

/** The kept count of `source` alone, or undefined for a combination it does not keep. */
export function countScopeOf(source: ListingSource & { status?: string }): CountScope | undefined {
  const given = Object.entries(source).filter(([, value]) => value !== undefined && value !== '');
  if (given.length === 0) return ['all', ''];
  if (given.length === 2 && source.shopId && source.status) return ['shop_status', `${source.shopId}:${source.status}`];
  if (given.length !== 1) return undefined;
  if (source.itemsCategoryId) return ['items', source.itemsCategoryId];
  if (source.categoryId) return ['category', source.categoryId];
  if (source.shopId) return ['shop', source.shopId];
  if (source.deal) return [source.deal, ''];
  return undefined;
}

/** A one-row `SELECT … AS total` of a kept count (0 for a scope no product is in). */
export const keptCountSql = ([scope, key]: CountScope): SQL =>
  sql`SELECT coalesce((SELECT count FROM product_counts WHERE scope = ${scope} AND key = ${key}), 0)::int AS total`;
