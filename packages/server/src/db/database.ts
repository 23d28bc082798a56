import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle database both drivers (PGlite, postgres.js) provide. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database connection with its query counter. */
export interface DatabaseHandle {
  db: Database;
  /** Number of SQL statements run through Drizzle since the connection opened. */
  queryCount(): number;
  close(): Promise<void>;
}
