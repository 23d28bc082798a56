import { bigint, boolean, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row counting the writes to what a product listing shows; triggers move it on (migration 0004), so nothing else
 * writes it. Cached catalogue answers are valid while it stays the same.
 */
export const catalogueGeneration = pgTable('catalogue_generation', {
  onlyRow: boolean('only_row').primaryKey().default(true),
  value: bigint('value', { mode: 'bigint' }).notNull().default(0n),
  /** Moves with every review (migration 0006): ratings change one product, not every listing. */
  ratings: bigint('ratings', { mode: 'bigint' }).notNull().default(0n),
});
