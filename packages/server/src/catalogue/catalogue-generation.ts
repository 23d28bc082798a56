import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { catalogueGeneration } from '../db/schema';
import { sharedRead } from './shared-read';

const generationText = sql<string>`${catalogueGeneration.value}::text`;

/** The catalogue's generation (as text) inside another statement, read in that statement's snapshot. */
export const catalogueGenerationSql = sql<string>`(select ${generationText} from ${catalogueGeneration})`;

/**
 * Reads the catalogue's generation as it is now: one single-row read (prepared once for `db`), shared by the callers
 * that overlap (see `sharedRead`).
 */
export function catalogueGenerationReader(db: Database): () => Promise<string | null> {
  const prepared = db.select({ value: generationText }).from(catalogueGeneration).prepare('catalogue_generation');
  return sharedRead(async () => (await prepared.execute())[0]?.value ?? null);
}
