import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import { sqlState } from '../db/sql-state';

/** How long readiness waits for the database before calling the instance not ready. */
export const READY_CHECK_TIMEOUT_MS = 1000;

/** Whether the process has begun shutting down (the server's `InFlightRequests`). */
export interface ShutdownState {
  readonly shuttingDown: boolean;
}

type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Checks the database with `select 1`, answering within `READY_CHECK_TIMEOUT_MS` either way. Probes arriving while
 * a check runs share it, so a saturated pool does not fill up with queued probes.
 */
function databaseCheck(db: Database): () => Promise<Readiness> {
  let running: Promise<Readiness> | undefined;
  const check = async (): Promise<Readiness> => {
    try {
      await db.execute(sql`select 1`);
      return { ready: true };
    } catch (error) {
      const state = sqlState(error);
      return { ready: false, reason: `database check failed (${state ? `SQLSTATE ${state}` : 'no connection'})` };
    }
  };
  return () => {
    running ??= check().finally(() => (running = undefined));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<Readiness>((resolve) => {
      timer = setTimeout(
        () => resolve({ ready: false, reason: `database did not answer within ${READY_CHECK_TIMEOUT_MS} ms` }),
        READY_CHECK_TIMEOUT_MS,
      );
    });
    return Promise.race([running, timedOut]).finally(() => clearTimeout(timer));
  };
}

/**
 * The probes, mounted ahead of the request counting, deadline and abuse limits so that a busy or draining instance
 * still answers them:
 * - `GET /health/live`: 200 while the process serves HTTP at all; never touches the database.
 * - `GET /health/ready`: 200 `{ status: 'ready' }` when the database answers within a second; else, and from the
 *   moment a shutdown begins, 503 `{ status: 'not ready', reason }`.
 * - `GET /health`: as ready, answering 200 `{ status: 'ok' }` (kept for existing probes).
 */
export function healthRoutes(db: Database, shutdown?: ShutdownState) {
  const checkDatabase = databaseCheck(db);
  const readiness = async (): Promise<Readiness> =>
    shutdown?.shuttingDown ? { ready: false, reason: 'shutting down' } : checkDatabase();
  const noStore = { 'Cache-Control': 'no-store' };
  return new Hono()
    .get('/health/live', (c) => c.json({ status: 'live' }, 200, noStore))
    .get('/health/ready', async (c) => {
      const state = await readiness();
      if (!state.ready) return c.json({ status: 'not ready', reason: state.reason }, 503, noStore);
      return c.json({ status: 'ready' }, 200, noStore);
    })
    .get('/health', async (c) => {
      const state = await readiness();
      if (!state.ready) return c.json({ status: 'not ready', reason: state.reason }, 503, noStore);
      return c.json({ status: 'ok' }, 200, noStore);
    });
}
