import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, rowsOf } from '../../db/migrate';
import { emptyTestDatabase, type TestDatabase } from '../../testing';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { seedScale } from './seed-scale';

// Small enough for every run, big enough that the load more than doubles the demo: the path that drops and rebuilds
// the indexes, which a million-product seed takes, is the one checked.
const PRODUCTS = 4_000;

let database: TestDatabase;
let db: Database;

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

beforeAll(async () => {
  database = await emptyTestDatabase();
  db = database.handle.db;
  await migrate(db);
}, 120_000);

afterAll(() => database?.dispose());

describe('the scale seed', () => {
  it('grows the demo to the asked count in one run, and a second run adds nothing', async () => {
    const [{ value: generationBefore } = { value: '0' }] = await rows<{ value: string }>(
      sql`SELECT value::text FROM catalogue_generation`,
    );
    const first = await seedScale(db, { products: PRODUCTS });
    expect(first).toMatchObject({ before: 1_500, total: PRODUCTS });
    expect(first.added.products).toBe(PRODUCTS - 1_500);
    const [counted] = await rows<{ count: number }>(sql`SELECT count(*)::int AS count FROM products`);
    expect(counted?.count).toBe(PRODUCTS);
    const [after] = await rows<{ value: string }>(sql`SELECT value::text FROM catalogue_generation`);
    expect(BigInt(after?.value ?? 0)).toBeGreaterThan(BigInt(generationBefore));

    const again = await seedScale(db, { products: PRODUCTS });
    expect(again.added.products).toBe(0);
  }, 180_000);

  it('leaves every trigger and index as the migrations made them', async () => {
    const disabled = await rows<{ name: string }>(
      sql`SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal AND tgenabled = 'D'`,
    );
    expect(disabled).toEqual([]);
    const indexes = await rows<{ name: string }>(
      sql`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'products' AND schemaname = current_schema()`,
    );
    expect(indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining(['products_newest', 'products_by_price']),
    );
  });

  it('writes every kept product column as the migration’s triggers and functions compute it', async () => {
    // A table of the test schema, not a temporary one: the pool may run each statement on another connection.
    await db.execute(sql`CREATE TABLE seeded AS SELECT id, to_jsonb(p) AS row FROM products p`);
    await db.execute(sql`SELECT sauda_refresh_product_variants(ARRAY(SELECT id FROM products))`);
    await db.execute(sql`SELECT sauda_refresh_product_ratings(ARRAY(SELECT id FROM products))`);
    // Fires the search row trigger on every product.
    await db.execute(sql`UPDATE products SET name = name`);
    const differences = await rows<{ id: string; column: string; seeded: unknown; recomputed: unknown }>(
      sql`SELECT s.id, k.key AS column, s.row -> k.key AS seeded, to_jsonb(p) -> k.key AS recomputed
          FROM seeded s JOIN products p ON p.id = s.id, jsonb_object_keys(s.row) AS k(key)
          WHERE s.row -> k.key IS DISTINCT FROM to_jsonb(p) -> k.key LIMIT 10`,
    );
    expect(differences).toEqual([]);
    await db.execute(sql`DROP TABLE seeded`);
  }, 120_000);

  it('keeps the listing counts and facet counts the products triggers keep', async () => {
    const read = async () => ({
      counts: await rows<{ scope: string; key: string; count: string }>(
        sql`SELECT scope, key, count::text FROM product_counts WHERE count <> 0 ORDER BY 1, 2`,
      ),
      facets: await rows<{ scope: string; key: string; facet: string; value: string; count: string }>(
        sql`SELECT scope, key, facet, value, count::text FROM product_facet_counts WHERE count <> 0
            ORDER BY scope, key, facet, value COLLATE "C"`,
      ),
    });
    const kept = await read();
    await db.execute(sql`SELECT sauda_recount_products()`);
    const recounted = await read();
    expect(recounted.facets.length).toBeGreaterThan(0);
    expect(kept).toEqual(recounted);
  }, 60_000);

  it('spreads the catalogue as a marketplace does', async () => {
    const [spread] = await rows<{
      unreviewed: number;
      most_reviews: number;
      sized: number;
      colour_only: number;
      top_discount: number;
      deep_discounts: number;
      undiscounted: number;
      shops: number;
      top_category_share: number;
    }>(
      sql`SELECT avg((rating_count = 0)::int)::float8 AS unreviewed, max(rating_count) AS most_reviews,
            count(*) FILTER (WHERE cardinality(sizes) > 0)::int AS sized,
            count(*) FILTER (WHERE cardinality(sizes) = 0)::int AS colour_only,
            max(discount) AS top_discount, count(*) FILTER (WHERE discount >= 50)::int AS deep_discounts,
            avg((discount = 0)::int)::float8 AS undiscounted, count(DISTINCT shop_id)::int AS shops,
            (SELECT max(n) FROM (SELECT count(*)::float8 / ${PRODUCTS} AS n FROM products GROUP BY items_category_id) c)
              AS top_category_share
          FROM products`,
    );
    expect(spread!.unreviewed).toBeGreaterThan(0.4);
    expect(spread!.unreviewed).toBeLessThan(0.75);
    expect(spread!.most_reviews).toBeGreaterThanOrEqual(20);
    expect(spread!.sized).toBeGreaterThan(200);
    expect(spread!.colour_only).toBeGreaterThan(200);
    expect(spread!.top_discount).toBeLessThanOrEqual(70);
    expect(spread!.deep_discounts).toBeGreaterThan(10);
    expect(spread!.undiscounted).toBeGreaterThan(0.25);
    expect(spread!.shops).toBeGreaterThan(200);
    expect(spread!.top_category_share).toBeGreaterThan(0.08);
  });
});
