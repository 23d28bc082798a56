import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Database, DatabaseHandle } from './database';
import * as schema from './schema';

/** Where the data lives: a PostgreSQL URL, a PGlite directory, or neither (in-memory PGlite). */
export interface ConnectOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** PostgreSQL only: the schema to put first on the search path. */
  searchPath?: string;
  /** An already created PGlite instance to use. */
  pglite?: PGlite;
}

function countingLogger(): Logger & { count: number } {
  return {
    count: 0,
    logQuery() {
      this.count += 1;
    },
  };
}

/** Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite (files in `dataDir`, or in memory). */
export async function connectDatabase(options: ConnectOptions = {}): Promise<DatabaseHandle> {
  const logger = countingLogger();
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => {},
      ...(options.searchPath ? { connection: { search_path: options.searchPath } } : {}),
    });
    const db = drizzlePostgres({ client, schema, logger }) as unknown as Database;
    return { db, queryCount: () => logger.count, close: () => client.end({ timeout: 5 }) };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.pglite ?? (options.dataDir ? new PGlite(options.dataDir) : new PGlite());
  await client.waitReady;
  const db = drizzlePglite({ client, schema, logger }) as unknown as Database;
  return { db, queryCount: () => logger.count, close: () => client.close() };
}
