import { createApp } from '../../packages/server/src/app';
import { type AppConfig, testConfig } from '../../packages/server/src/config';
import { connectDatabase } from '../../packages/server/src/db/connect';
import type { DatabaseHandle } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { type Mailer, silentMailer } from '../../packages/server/src/mail/mailer';
import { createLogger } from '../../packages/server/src/observability/logger';
import { InFlightRequests } from '../../packages/server/src/security/in-flight';
import { listen } from '../../packages/server/src/server';
import { emptyTestDatabase } from '../../packages/server/src/testing';
import type { TestServer } from '../../packages/server/src/testing';

/** A parsed JSON log line. */
export type LogLine = Record<string, unknown> & { level: string; event?: string };

/** A test server whose log lines are kept, with its database handle and shutdown state. */
export interface ObservedServer extends TestServer {
  /** The app's database. */
  handle: DatabaseHandle;
  /** A connection of the test's own to the same database, without the app's statement timeout. */
  testDb: DatabaseHandle['db'];
  inFlight: InFlightRequests;
  /** The raw log text so far (one JSON line per entry). */
  logText(): string;
  lines(): LogLine[];
}

/**
 * Starts the app on a fresh migrated database (PGlite, or a schema of `SAUDA_TEST_DATABASE_URL`) with request
 * logging on and a logger that keeps its lines, and an `InFlightRequests` as the server process has.
 */
export async function startObservedServer(
  options: {
    config?: Partial<AppConfig>;
    mailer?: (logger: ReturnType<typeof createLogger>) => Mailer;
    /** On PostgreSQL, the app's connections get this statement timeout. */
    statementTimeoutMs?: number;
  } = {},
): Promise<ObservedServer> {
  const database = await emptyTestDatabase();
  await migrate(database.handle.db);
  const handle =
    options.statementTimeoutMs && onPostgres ? await timedHandle(database.handle, options) : database.handle;
  let text = '';
  const logger = createLogger({ write: (line: string) => void (text += line) });
  const inFlight = new InFlightRequests();
  const app = createApp({
    db: handle.db,
    mailer: options.mailer?.(logger) ?? silentMailer(),
    config: testConfig({ logRequests: true, ...options.config }),
    inFlight,
    logger,
  });
  const server = await listen(app, 0, '127.0.0.1');
  let closed = false;
  return {
    url: server.url,
    db: handle.db,
    handle,
    testDb: database.handle.db,
    inFlight,
    queryCount: handle.queryCount,
    logText: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      if (handle !== database.handle) await handle.close();
      await database.dispose();
    },
  };
}

/** True when the tests run on PostgreSQL (`SAUDA_TEST_DATABASE_URL`), false on the embedded PGlite. */
export const onPostgres = Boolean(process.env.SAUDA_TEST_DATABASE_URL);

/** A second pool on the same test schema whose statements time out after `statementTimeoutMs`. */
async function timedHandle(base: DatabaseHandle, { statementTimeoutMs }: { statementTimeoutMs?: number }) {
  const client = (base.db as unknown as { $client: { unsafe(text: string): Promise<{ search_path: string }[]> } })
    .$client;
  const [{ search_path: searchPath }] = (await client.unsafe('SHOW search_path')) as [{ search_path: string }];
  return connectDatabase({ databaseUrl: process.env.SAUDA_TEST_DATABASE_URL, searchPath, statementTimeoutMs });
}

/** Rows of a raw SQL statement run on `db`'s own driver (PGlite or postgres.js), outside Drizzle. */
export async function rawRows<T>(db: DatabaseHandle['db'], text: string): Promise<T[]> {
  const client = (db as unknown as { $client: object }).$client;
  if ('unsafe' in client) return (await (client as { unsafe(text: string): Promise<T[]> }).unsafe(text)) as T[];
  return (await (client as { query(text: string): Promise<{ rows: T[] }> }).query(text)).rows;
}
