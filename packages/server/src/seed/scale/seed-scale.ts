import { randomBytes } from 'node:crypto';
import { hashSecret } from '../../auth/password';
import { withAdvisoryLock } from '../../db/advisory-lock';
import type { Database } from '../../db/database';
import { seedIfEmpty } from '../index';
import { COUNT_TABLES, LOADED_TABLES, createIndexes, disableTriggers, dropSecondaryIndexes } from './bulk-load';
import { clientOf, inBulkTransaction, runOutsideTransaction } from './bulk-session';
import { KEY_COLUMNS, addProduct, scaleBuffers } from './product-rows';
import { growCatalogue } from './scale-catalogue';

/** Products generated and sent per COPY round. */
const BATCH = 10_000;

/** What a scale seed did. */
export interface ScaleSeedResult {
  /** Products before and after. */
  before: number;
  total: number;
  /** Rows loaded per table (0 when the catalogue already had `products` products). */
  added: Record<string, number>;
  ms: number;
}

/** Options of `seedScale`. */
export interface ScaleSeedOptions {
  /** How many products the catalogue should hold. */
  products: number;
  /** Told after each batch. */
  onProgress?: (done: number, total: number) => void;
}

async function productCount(db: Database): Promise<number> {
  const client = clientOf(db);
  const text = 'SELECT count(*)::int AS count FROM products';
  const rows = client.kind === 'postgres' ? await client.sql.unsafe(text) : (await client.pglite.query(text)).rows;
  return Number((rows[0] as { count: number } | undefined)?.count ?? 0);
}

/**
 * Grows the catalogue to `products` products (the demo marketplace first, when the database is empty): 500 shops,
 * the demo's items categories and brands with Zipf-like popularity, size and colour variants, reviews. One
 * transaction of COPY rounds with the bookkeeping triggers off and, when the load at least doubles the catalogue,
 * the secondary indexes dropped and rebuilt; then the kept counts are counted and the catalogue counter moves once,
 * and VACUUM ANALYZE readies the tables for index-only scans. A catalogue that already holds `products` is left
 * alone, so it is safe to run again.
 */
export async function seedScale(db: Database, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const started = performance.now();
  await seedIfEmpty(db);
  return withAdvisoryLock(db, async () => {
    const before = await productCount(db);
    const target = options.products;
    const added: Record<string, number> = { products: 0, product_variants: 0, product_color_variants: 0, reviews: 0 };
    if (before >= target) return { before, total: before, added, ms: Math.round(performance.now() - started) };
    const lockedHash = await hashSecret(randomBytes(24).toString('hex'));
    await inBulkTransaction(db, async (session) => {
      const catalogue = await growCatalogue(session, lockedHash);
      const enable = await disableTriggers(session);
      const dropped = target - before >= before ? await dropSecondaryIndexes(session) : [];
      const keyColumns = await session.query(
        `SELECT 1 FROM pg_attribute WHERE attrelid = 'products'::regclass AND attname = $1 AND NOT attisdropped`,
        [KEY_COLUMNS[0]],
      );
      const out = scaleBuffers(keyColumns.length > 0);
      for (let start = before; start < target; start += BATCH) {
        const end = Math.min(target, start + BATCH);
        for (let index = start; index < end; index++) addProduct(out, catalogue, index);
        for (const rows of [out.products, out.sizeVariants, out.colorVariants, out.reviews]) {
          added[rows.table] = (added[rows.table] ?? 0) + rows.size;
          await session.copy(rows.table, rows.columns, rows.take());
        }
        options.onProgress?.(end, target);
      }
      if (clientOf(db).kind === 'postgres') await session.query("SET LOCAL maintenance_work_mem = '256MB'");
      await createIndexes(session, dropped);
      for (const statement of enable) await session.query(statement);
      await session.query('SELECT sauda_recount_products()');
      await session.query(
        `INSERT INTO brands (name, category_id, shop_id, relationship, status, authorization_start_date,
           authorization_end_date, created_at)
         SELECT DISTINCT p.brand, p.category_id, p.shop_id, 'Authorised Reseller', 'Approved',
           '2024-06-01T00:00:00Z'::timestamptz, '2027-12-31T00:00:00Z'::timestamptz, '2024-06-01T00:00:00Z'::timestamptz
         FROM products p WHERE NOT EXISTS (SELECT 1 FROM brands b WHERE b.shop_id = p.shop_id AND b.name = p.brand)`,
      );
      await session.query('UPDATE catalogue_generation SET value = value + 1, ratings = ratings + 1');
    });
    const tables = [...LOADED_TABLES, ...COUNT_TABLES, 'brands', 'shops', 'users'];
    await runOutsideTransaction(db, [`VACUUM (ANALYZE) ${tables.join(', ')}`]);
    return { before, total: target, added, ms: Math.round(performance.now() - started) };
  });
}
