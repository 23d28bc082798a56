import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { trackPoolUse } from '../observability/pool-use';
import { preparedByDefault } from './prepared-statements';
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
  /** PostgreSQL only: connections the pool may open. @default DEFAULT_POOL_SIZE */
  poolSize?: number;
  /**
   * PostgreSQL only: statements running longer are cancelled (SQLSTATE 57014, answered 503). PGlite runs in one
   * WebAssembly thread without timers and ignores `statement_timeout`. @default none
   */
  statementTimeoutMs?: number;
}

/** Connections a PostgreSQL pool opens unless told (`SAUDA_DB_POOL_SIZE`). */
export const DEFAULT_POOL_SIZE = 10;

/**
 * Connections kept apart, beside the pool, for the statements marked planned once (prepared-statements.ts): half as
 * many. An instance opens at most `SAUDA_DB_POOL_SIZE` plus this many connections (15 by default).
 */
export const plannedOncePoolSizeOf = (poolSize: number) => Math.max(1, Math.ceil(poolSize / 2));

function countingLogger(): Logger & { count: number } {
  return {
    count: 0,
    logQuery() {
      this.count += 1;
    },
  };
}

/** What every PGlite needs besides its data: the extensions the migrations create (trigram search). */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;

/** Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite (files in `dataDir`, or in memory). */
export async function connectDatabase(options: ConnectOptions = {}): Promise<DatabaseHandle> {
  const logger = countingLogger();
  if (options.databaseUrl) {
    const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
    const plannedOncePoolSize = plannedOncePoolSizeOf(poolSize);
    const open = (max: number, planCacheMode?: 'force_custom_plan') =>
      postgres(options.databaseUrl!, {
        max,
        onnotice: () => {},
        // Sent with each connection's startup, so every pooled connection has them without a round trip.
        connection: {
          application_name: 'sauda',
          // Prepared statements (prepared-statements.ts) keep being planned for their parameters, but those marked
          // planned once, which get connections of their own.
          ...(planCacheMode ? { plan_cache_mode: planCacheMode } : {}),
          ...(options.searchPath ? { search_path: options.searchPath } : {}),
          ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
        },
      });
    const plannedOnceClient = open(plannedOncePoolSize);
    const client = preparedByDefault(open(poolSize, 'force_custom_plan'), plannedOnceClient);
    const db = drizzlePostgres({ client, schema, logger }) as unknown as Database;
    trackPoolUse(db, poolSize + plannedOncePoolSize);
    const close = async () => {
      await Promise.all([client.end({ timeout: 5 }), plannedOnceClient.end({ timeout: 5 })]);
    };
    return { db, queryCount: () => logger.count, close };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client =
    options.pglite ?? new PGlite({ ...PGLITE_OPTIONS, ...(options.dataDir ? { dataDir: options.dataDir } : {}) });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, logger }) as unknown as Database;
  trackPoolUse(db, 1);
  return { db, queryCount: () => logger.count, close: () => client.close() };
}
