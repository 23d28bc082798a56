import type { BulkSession } from './bulk-session';

/** The tables a grown catalogue loads in bulk. */
export const LOADED_TABLES = ['products', 'product_variants', 'product_color_variants', 'reviews'] as const;
/** The tables whose triggers refresh their product's row: the loader writes the product's row complete instead. */
const REFRESHING_TABLES = ['product_variants', 'product_color_variants', 'reviews'];

const regclasses = (tables: readonly string[]) => tables.map((table) => `'${table}'::regclass`).join(', ');

/**
 * The tables of the products' kept counts (migrations 0006, 0012), recounted once after a load
 * (`sauda_recount_products`). Counted by the products' statement triggers at each COPY round instead, every round
 * rewrote every count it touched inside the load's one transaction, where no old row can be cleaned up: a 100k load
 * left 24,104 facet counts in 11 MB of pages and a 1M load 32,604 in 109 MB (3.1 MB once compacted), and the
 * filtered listings read them at every request.
 */
export const COUNT_TABLES = ['product_counts', 'product_facet_counts'] as const;

/**
 * Turns off the user triggers of the variant and review tables: the statement triggers that refresh their products'
 * prices, colours, sizes and ratings (the loader computes those into the product rows it writes) and move the
 * catalogue counters (moved once at the end); and the products' counting triggers (`COUNT_TABLES`). The products'
 * other triggers stay on (search vector, search words): what they keep is theirs by construction. Returns the
 * statements that turn them back on; inside the load's transaction, so a failed load leaves them as they were.
 */
export async function disableTriggers(session: BulkSession): Promise<string[]> {
  const rows = await session.query<{ disable: string; enable: string }>(
    `SELECT format('ALTER TABLE %s DISABLE TRIGGER %I', tgrelid::regclass, tgname) AS disable,
       format('ALTER TABLE %s ENABLE TRIGGER %I', tgrelid::regclass, tgname) AS enable
     FROM pg_trigger WHERE NOT tgisinternal AND tgenabled <> 'D'
       AND (tgrelid IN (${regclasses(REFRESHING_TABLES)})
         OR (tgrelid = 'products'::regclass AND tgfoid = 'sauda_product_counts_changed'::regproc))
     ORDER BY tgrelid, tgname`,
  );
  for (const row of rows) await session.query(row.disable);
  return rows.map((row) => row.enable);
}

/**
 * Drops the loaded tables' secondary indexes (not the primary keys, which the foreign keys of the next tables
 * check, nor indexes behind a constraint) and returns their definitions: building an index once over a million rows
 * is several times faster than growing it row by row.
 */
export async function dropSecondaryIndexes(session: BulkSession): Promise<string[]> {
  const rows = await session.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i WHERE i.indrelid IN (${regclasses(LOADED_TABLES)}) AND NOT i.indisprimary
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
     ORDER BY i.indexrelid`,
  );
  for (const row of rows) await session.query(`DROP INDEX ${row.name}`);
  return rows.map((row) => row.definition);
}

/** Builds the indexes `dropSecondaryIndexes` dropped, from their definitions. */
export async function createIndexes(session: BulkSession, definitions: readonly string[]): Promise<void> {
  for (const definition of definitions) await session.query(definition);
}
