import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Sql, TransactionSql } from 'postgres';
import type { Database } from '../../db/database';

/** One transaction of a bulk load, on either driver. */
export interface BulkSession {
  /** Runs one statement; its rows. */
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Loads COPY text rows into `table (columns)`. */
  copy(table: string, columns: readonly string[], text: string): Promise<void>;
}

/** The driver under a Drizzle database: postgres.js or PGlite. */
type Client = { kind: 'postgres'; sql: Sql } | { kind: 'pglite'; pglite: PGlite };

export function clientOf(db: Database): Client {
  const client = (db as unknown as { $client: Sql | PGlite }).$client;
  return typeof (client as Sql).begin === 'function' && typeof (client as Sql).reserve === 'function'
    ? { kind: 'postgres', sql: client as Sql }
    : { kind: 'pglite', pglite: client as PGlite };
}

function postgresSession(tx: TransactionSql): BulkSession {
  return {
    async query<T>(text: string, params: readonly unknown[] = []) {
      return [...(await tx.unsafe(text, params as never[]))] as T[];
    },
    async copy(table, columns, text) {
      if (!text) return;
      const query = tx.unsafe(`COPY ${table} (${columns.join(', ')}) FROM STDIN`);
      const writable = await query.writable();
      // A row the server refuses rejects the query, not the stream, which would wait for ever: await both.
      await Promise.all([pipeline(Readable.from([text]), writable), query]);
    },
  };
}

function pgliteSession(tx: Transaction): BulkSession {
  return {
    async query<T>(text: string, params: readonly unknown[] = []) {
      return (await tx.query<T>(text, params as unknown[])).rows;
    },
    async copy(table, columns, text) {
      if (!text) return;
      // PGlite has no COPY protocol: it reads the rows from the blob it is handed, as the device /dev/blob.
      await tx.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`, [], { blob: new Blob([text]) });
    },
  };
}

/** Runs `work` in one transaction on a connection of its own (postgres.js) or the PGlite session. */
export function inBulkTransaction<T>(db: Database, work: (session: BulkSession) => Promise<T>): Promise<T> {
  const client = clientOf(db);
  if (client.kind === 'postgres') return client.sql.begin((tx) => work(postgresSession(tx))) as Promise<T>;
  return client.pglite.transaction((tx) => work(pgliteSession(tx)));
}

/** Runs statements that may not run in a transaction (VACUUM), one by one. */
export async function runOutsideTransaction(db: Database, statements: readonly string[]): Promise<void> {
  const client = clientOf(db);
  for (const statement of statements) {
    if (client.kind === 'postgres') await client.sql.unsafe(statement);
    else await client.pglite.exec(statement);
  }
}
