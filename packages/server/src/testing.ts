import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createApp } from './app';
import { type AppConfig, testConfig } from './config';
import { connectDatabase } from './db/connect';
import type { DatabaseHandle } from './db/database';
import { migrate } from './db/migrate';
import { silentMailer } from './mail/mailer';
import { templatedPglite } from './test-template';
import { seedDemo } from './seed';
import { listen } from './server';

/** Options of `startTestServer`. */
export interface TestServerOptions {
  /** Load the demo marketplace. @default true */
  seed?: boolean;
  config?: Partial<AppConfig>;
}

/** A running test server with its database. */
export interface TestServer {
  url: string;
  db: DatabaseHandle['db'];
  /** SQL statements run so far. */
  queryCount(): number;
  close(): Promise<void>;
}

/** A test database and how to throw it away. */
export interface TestDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

/**
 * An empty, unmigrated database of its own: a fresh schema of the PostgreSQL database in `SAUDA_TEST_DATABASE_URL`
 * (dropped on dispose), else an in-memory PGlite.
 */
export async function emptyTestDatabase(): Promise<TestDatabase> {
  const url = process.env.SAUDA_TEST_DATABASE_URL;
  if (!url) {
    const handle = await connectDatabase();
    return { handle, dispose: () => handle.close() };
  }
  const schema = `sauda_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  // Extensions belong to the database, not a schema: one pg_trgm in `public` serves every test schema (a copy in a
  // test schema would vanish with it, under the other schemas' indexes). Parallel workers take turns creating it.
  await admin.begin(async (tx) => {
    await tx.unsafe('SELECT pg_advisory_xact_lock(27)');
    await tx.unsafe('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  });
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  const handle = await connectDatabase({ databaseUrl: url, searchPath: `${schema}, public` });
  return {
    handle,
    async dispose() {
      await handle.close();
      await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end({ timeout: 5 });
    },
  };
}

async function openTestDatabase(seed: boolean): Promise<TestDatabase> {
  if (!process.env.SAUDA_TEST_DATABASE_URL) {
    const handle = await templatedPglite(seed);
    return { handle, dispose: () => handle.close() };
  }
  const database = await emptyTestDatabase();
  await migrate(database.handle.db);
  if (seed) await seedDemo(database.handle.db);
  return database;
}

/**
 * Starts the app on an ephemeral 127.0.0.1 port with a fresh database: in-memory PGlite, or a fresh schema of the
 * PostgreSQL database in `SAUDA_TEST_DATABASE_URL` (dropped on close). Migrated, and seeded unless `seed: false`.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { handle, dispose } = await openTestDatabase(options.seed !== false);
  const app = createApp({ db: handle.db, mailer: silentMailer(), config: testConfig(options.config) });
  const server = await listen(app, 0, '127.0.0.1');
  return {
    url: server.url,
    db: handle.db,
    queryCount: handle.queryCount,
    async close() {
      await server.close();
      await dispose();
    },
  };
}
