import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Sql } from 'postgres';
import type { Database } from './database';

/** The first key of Sauda's advisory locks; the second is the schema's hash, so test schemas do not wait on each other. */
const SAUDA_LOCK_CLASS = 0x5a0da;
/** How often a waiting instance asks again (a `pg_try_advisory_lock` poll is never cut by a statement timeout). */
const POLL_MS = 250;
/** Longest wait for another instance's migrations and seed before giving up. */
const DEFAULT_WAIT_MS = 10 * 60_000;

const TRY_LOCK = 'SELECT pg_try_advisory_lock($1, hashtext(current_schema())) AS locked';
const UNLOCK = 'SELECT pg_advisory_unlock($1, hashtext(current_schema()))';

/** One database session: a lock taken through it is released through it. */
interface Session {
  query(text: string): Promise<{ locked?: boolean }[]>;
  release(): Promise<void>;
}

/** Takes the lock through `session` (polling until `waitMs`), runs `work`, then unlocks and releases the session. */
async function whileLocked<T>(session: Session, work: () => Promise<T>, waitMs: number): Promise<T> {
  try {
    const deadline = Date.now() + waitMs;
    while (!(await session.query(TRY_LOCK))[0]?.locked) {
      if (Date.now() > deadline) {
        throw new Error(`Another instance held the migration lock for over ${Math.round(waitMs / 1000)} s`);
      }
      await sleep(POLL_MS);
    }
    try {
      return await work();
    } finally {
      await session.query(UNLOCK);
    }
  } finally {
    await session.release();
  }
}

/** Callers on one PGlite, one after another: they share its one session, in which an advisory lock is re-entrant. */
const pgliteTurns = new WeakMap<Database, Promise<unknown>>();

/**
 * Runs `work` while holding Sauda's session-level advisory lock on this database schema, so that instances started
 * together migrate and seed one after another: the second waits, then finds the work done. A process that dies
 * releases the lock with its connection.
 */
export async function withAdvisoryLock<T>(db: Database, work: () => Promise<T>, waitMs = DEFAULT_WAIT_MS): Promise<T> {
  const client = (db as unknown as { $client: Partial<Sql> }).$client;
  if (typeof client.reserve === 'function') {
    // postgres.js pools its connections: the lock is held on one reserved connection while the work uses the pool.
    const reserved = await client.reserve();
    const session: Session = {
      query: (text) => reserved.unsafe(text, [SAUDA_LOCK_CLASS]) as unknown as Promise<{ locked?: boolean }[]>,
      release: async () => reserved.release(),
    };
    return whileLocked(session, work, waitMs);
  }
  const session: Session = {
    query: async (text) => {
      const result = await db.execute(sql.raw(text.replace('$1', String(SAUDA_LOCK_CLASS))));
      return (result as unknown as { rows: { locked?: boolean }[] }).rows;
    },
    release: async () => undefined,
  };
  const turn = (pgliteTurns.get(db) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => whileLocked(session, work, waitMs));
  pgliteTurns.set(db, turn);
  return turn;
}
