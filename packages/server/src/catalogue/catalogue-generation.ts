import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { catalogueGeneration } from '../db/schema';
import { sharedRead } from './shared-read';

/**
 * The catalogue's two counters as text: `catalogue` moves with every write to what a listing holds (products, their
 * variants, shops' names, the taxonomy); `ratings` with every review (a product's rating only).
 */
export interface CatalogueGeneration {
  catalogue: string;
  ratings: string;
}

/**
 * Reads the catalogue's generation as it is now: one single-row read (prepared once for `db`), shared by the callers
 * that overlap (see `sharedRead`).
 */
export function catalogueGenerationReader(db: Database): () => Promise<CatalogueGeneration> {
  const prepared = db
    .select({
      catalogue: sql<string>`${catalogueGeneration.value}::text`,
      ratings: sql<string>`${catalogueGeneration.ratings}::text`,
    })
    .from(catalogueGeneration)
    .prepare('catalogue_generation');
  return sharedRead(async () => (await prepared.execute())[0] ?? { catalogue: '', ratings: '' });
}
