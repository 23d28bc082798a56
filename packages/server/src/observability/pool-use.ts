import type { Database } from '../db/database';

/** How much of the connection pool the app asks for, as seen through Drizzle. */
export interface PoolUse {
  /** Connections the pool may open (1 for PGlite, which has one). */
  readonly size: number;
  /** Statements and transactions started and not yet finished, whether they hold a connection or wait for one. */
  demand(): number;
}

/** The part of Drizzle's session every query and transaction goes through (not in its public types). */
interface TrackedSession {
  prepareQuery(...args: unknown[]): { execute(...args: unknown[]): Promise<unknown>; all(...args: unknown[]): unknown };
  transaction(...args: unknown[]): Promise<unknown>;
}

const uses = new WeakMap<Database, PoolUse>();

/**
 * Counts the pool's users on `db`: postgres.js and PGlite keep their queue of connections to themselves, so each
 * statement outside a transaction and each transaction is counted from its start to its end (a transaction holds one
 * connection throughout; its own statements are not counted again). Demand above `size` is waiting for a connection.
 */
export function trackPoolUse(db: Database, size: number): PoolUse {
  const session = (db as unknown as { session: TrackedSession }).session;
  let demand = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    demand++;
    try {
      return await work();
    } finally {
      demand--;
    }
  };
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (...args) => {
    const prepared = prepareQuery(...args);
    const execute = prepared.execute.bind(prepared);
    const all = prepared.all.bind(prepared);
    prepared.execute = (...rest) => counted(() => execute(...rest));
    prepared.all = (...rest) => counted(async () => all(...rest));
    return prepared;
  };
  const transaction = session.transaction.bind(session);
  session.transaction = (...args) => counted(() => transaction(...args));
  const use: PoolUse = { size, demand: () => demand };
  uses.set(db, use);
  return use;
}

/** The pool use tracked on `db` by `connectDatabase`, if any. */
export function poolUseOf(db: Database): PoolUse | undefined {
  return uses.get(db);
}
