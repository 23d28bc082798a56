// The databases the listing benchmark measures: PostgreSQL, one database per catalogue size on the local server
// (created when missing, seeded once: a database that already holds its products is reused as it is), and PGlite at
// 100k in a data directory kept in the temp folder. Each is migrated and grown with the scale seed.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import postgres from 'postgres';
import { connectDatabase } from '../../../packages/server/src/db/connect';
import type { Database } from '../../../packages/server/src/db/database';
import { migrate, rowsOf } from '../../../packages/server/src/db/migrate';
import { sql } from '../../../packages/server/node_modules/drizzle-orm';
import { seedScale } from '../../../packages/server/src/seed/scale';

/** A catalogue the benchmark runs against. */
export interface ScaleTarget {
  /** As the `--sizes` option names it: `1500`, `100000`, `pglite:100000`. */
  id: string;
  label: string;
  products: number;
  database: { databaseUrl: string } | { dataDir: string };
}

/** What the calls are made of: the biggest category, items category, shop and brand, some product ids. */
export interface CatalogueParams {
  categoryId: string;
  itemsCategoryId: string;
  shopId: string;
  brand: string;
  productIds: string[];
  productCount: number;
}

export const DEFAULT_SIZES = ['1500', '100000', '1000000', 'pglite:100000'];
const DEFAULT_SERVER = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

const short = (products: number) =>
  products >= 1e6 ? `${products / 1e6}M` : products >= 1e3 ? `${products / 1e3}k` : `${products}`;

/** The target a `--sizes` entry names; the PostgreSQL server is SAUDA_BENCH_DATABASE_URL's (default local). */
export function targetOf(id: string): ScaleTarget {
  const [engine, count] = id.includes(':') ? id.split(':') : ['postgres', id];
  const products = Number(count);
  if (!Number.isInteger(products) || products < 1500 || (engine !== 'postgres' && engine !== 'pglite')) {
    throw new Error(`--sizes takes products counts of at least 1500, each optionally pglite:N, not ${id}`);
  }
  if (engine === 'pglite') {
    return {
      id,
      label: `PGlite ${short(products)}`,
      products,
      database: { dataDir: join(tmpdir(), 'sauda-bench', `pglite-${products}`) },
    };
  }
  const server = new URL(process.env.SAUDA_BENCH_DATABASE_URL || DEFAULT_SERVER);
  server.pathname = `/sauda_bench_${products}`;
  return { id, label: `PostgreSQL ${short(products)}`, products, database: { databaseUrl: server.toString() } };
}

async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    const found = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    if (!found.length) await admin.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

async function readParams(db: Database): Promise<CatalogueParams> {
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0] as T;
  const biggest = async (column: string) =>
    (
      await one<{ key: string }>(
        sql`SELECT ${sql.raw(column)}::text AS key FROM products GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
      )
    ).key;
  const ids = rowsOf<{ id: string }>(await db.execute(sql`SELECT id::text FROM products ORDER BY id LIMIT 16`));
  const { count } = await one<{ count: number }>(sql`SELECT count(*)::int AS count FROM products`);
  return {
    categoryId: await biggest('category_id'),
    itemsCategoryId: await biggest('items_category_id'),
    shopId: await biggest('shop_id'),
    brand: await biggest('brand'),
    productIds: ids.map((row) => row.id),
    productCount: count,
  };
}

/**
 * Readies a target's database: created, migrated and grown to its size unless it already is (then nothing is
 * written), and the parameters of its calls. Returns the seed's milliseconds (0 when reused).
 */
export async function prepareTarget(target: ScaleTarget): Promise<{ params: CatalogueParams; seedMs: number }> {
  if ('databaseUrl' in target.database) await createDatabaseIfMissing(target.database.databaseUrl);
  const handle = await connectDatabase(
    'databaseUrl' in target.database
      ? { ...target.database, poolSize: 2 }
      : { dataDir: join(target.database.dataDir, 'pglite') },
  );
  try {
    await migrate(handle.db);
    let shown = 0;
    const seeded = await seedScale(handle.db, {
      products: target.products,
      onProgress(done, total) {
        if (done - shown < total / 10 && done < total) return;
        shown = done;
        console.log(`  ${target.label}: seeded ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
      },
    });
    const params = await readParams(handle.db);
    if ('databaseUrl' in target.database) await warmPostgres(handle.db, target.label);
    return { params, seedMs: seeded.total > seeded.before ? seeded.ms : 0 };
  } finally {
    await handle.close();
  }
}

/**
 * Reads the database's tables and indexes (and the tables' TOAST) into PostgreSQL's shared buffers (`pg_prewarm`),
 * as a server that has been serving for a while holds them: the figures are of the statements, not of a buffer
 * pool emptied by the machine's last restart. On 2026-11-30 a run without it, just after a restart, measured most
 * calls within ±40 % of the warm run that followed, the searches at 1M no worse: on this virtual machine a buffer
 * untouched for a while is itself slow to read the first time (README, "Listing benchmark"). Where shared_buffers
 * is smaller than the database the buffers keep what was read last, as they would.
 */
async function warmPostgres(db: Database, label: string): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_prewarm`);
  const [warmed] = rowsOf<{ pages: number }>(
    await db.execute(sql`SELECT coalesce(sum(pg_prewarm(c.oid)), 0)::bigint AS pages FROM pg_class c
      WHERE c.relkind IN ('r', 'i', 't')
        AND (c.relnamespace = 'public'::regnamespace
          OR c.oid IN (SELECT reltoastrelid FROM pg_class WHERE relnamespace = 'public'::regnamespace))`),
  );
  console.log(`  ${label}: ${Math.round((Number(warmed?.pages ?? 0) * 8) / 1024)} MB read into shared buffers`);
}

/** The PostgreSQL settings that decide how much of a catalogue is read from memory, as the report states them. */
export async function postgresSettings(target: ScaleTarget): Promise<string | undefined> {
  if (!('databaseUrl' in target.database)) return undefined;
  const client = postgres(target.database.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const names = ['server_version', 'shared_buffers', 'effective_cache_size', 'random_page_cost', 'work_mem'];
    const values: string[] = [];
    for (const name of names) {
      const [row] = await client.unsafe(`SHOW ${name}`);
      values.push(`${name} ${String(Object.values(row ?? {})[0])}`);
    }
    return `PostgreSQL ${values.join(', ')}`;
  } finally {
    await client.end();
  }
}
