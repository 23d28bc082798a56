import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashSecret } from '../auth/password';
import { withAdvisoryLock } from '../db/advisory-lock';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { rowsOf } from '../db/migrate';
import { DEMO_SHOPPER, buildDemo } from './build-demo';
import { buildDemoOrders, insertDemoOrders } from './demo-orders';

export { DEMO_SHOPPER } from './build-demo';

const CHUNK = 500;

async function insertAll(db: Database, table: PgTable, values: object[]) {
  for (let start = 0; start < values.length; start += CHUNK) {
    await db.insert(table).values(values.slice(start, start + CHUNK) as never);
  }
}

/** Row counts of a seeding run. */
export interface SeedResult {
  ms: number;
  counts: Record<string, number>;
}

/** Inserts the deterministic demo marketplace in one transaction. */
export async function seedDemo(db: Database): Promise<SeedResult> {
  const started = performance.now();
  const [demo, locked] = await Promise.all([
    hashSecret(DEMO_SHOPPER.password),
    hashSecret(randomBytes(24).toString('hex')),
  ]);
  const rows = buildDemo({ demo, locked });
  const orderRows = buildDemoOrders(rows, new Date());
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await insertAll(t, schema.users, rows.users);
    await insertAll(t, schema.shops, rows.shops);
    await insertAll(t, schema.categories, rows.categories);
    await insertAll(t, schema.items, rows.items);
    await insertAll(t, schema.colors, rows.colors);
    await insertAll(t, schema.sizes, rows.sizes);
    await insertAll(t, schema.brands, rows.brands);
    await insertAll(t, schema.products, rows.products);
    await insertAll(t, schema.productVariants, rows.variants);
    await insertAll(t, schema.productColorVariants, rows.colorVariants);
    await insertAll(t, schema.reviews, rows.reviews);
    await insertAll(t, schema.productQuestions, rows.questions);
    await insertAll(t, schema.questionReplies, rows.questionReplies);
    await insertAll(t, schema.coupons, rows.coupons);
    await insertAll(t, schema.wishlist, rows.wishlist);
    await insertAll(t, schema.addresses, rows.addresses);
    await insertAll(t, schema.shopFollows, rows.follows);
    await insertDemoOrders(t, orderRows);
  });
  const counts = Object.fromEntries(
    Object.entries({ ...rows, ...orderRows }).map(([name, list]) => [name, list.length]),
  );
  return { ms: Math.round(performance.now() - started), counts };
}

/**
 * Seeds the demo marketplace when the database has no users yet; null when it already had data. Runs under the
 * advisory lock, so of instances started together on an empty database exactly one seeds.
 */
export function seedIfEmpty(db: Database): Promise<SeedResult | null> {
  return withAdvisoryLock(db, async () => {
    const existing = rowsOf<{ count: number }>(await db.execute(sql`select count(*)::int as count from users`));
    if ((existing[0]?.count ?? 0) > 0) return null;
    return seedDemo(db);
  });
}
