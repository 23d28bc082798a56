import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { abuseCounters } from '../db/schema';
import { rowsOf } from '../db/migrate';
import type { AbuseRule } from './abuse-limits';
import { type Hit, bucketStart, retryAfterMs, windowFloor } from './sliding-window';

/** How often one instance deletes expired counter rows. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Counts one hit of `key` under the limit named `limitName`, in the database, so every instance counts together.
 * One statement inserts or increments the current bucket only while the window's hits are under the limit: the
 * conditional upsert locks the bucket's row, so instances racing at the limit cannot both get in, and refused hits
 * are not counted (a client that keeps hammering is let in again once its window has passed).
 */
export async function countHit(
  db: Database,
  limitName: string,
  key: string,
  rule: AbuseRule,
  now = Date.now(),
): Promise<Hit> {
  const start = bucketStart(rule, now);
  const floor = windowFloor(rule, now);
  // Instants go as ISO text with a cast: postgres.js takes no Date as an untyped parameter.
  const at = (time: number) => sql`${new Date(time).toISOString()}::timestamptz`;
  const earlier = sql`(SELECT coalesce(sum(e.hits), 0) FROM ${abuseCounters} e WHERE e.limit_name = ${limitName}
    AND e.key = ${key} AND e.window_start > ${at(floor)} AND e.window_start < ${at(start)})`;
  const counted = await db.execute(sql`
    INSERT INTO ${abuseCounters} (limit_name, key, window_start, hits, expires_at)
    SELECT ${limitName}, ${key}, ${at(start)}, 1, ${at(start + rule.windowMs)} WHERE ${earlier} < ${rule.limit}
    ON CONFLICT (limit_name, key, window_start) DO UPDATE SET hits = abuse_counters.hits + 1
    WHERE abuse_counters.hits + ${earlier} < ${rule.limit}
    RETURNING hits`);
  if (rowsOf(counted).length > 0) return { allowed: true };
  const buckets = await db
    .select({ start: abuseCounters.windowStart, hits: abuseCounters.hits })
    .from(abuseCounters)
    .where(
      and(
        eq(abuseCounters.limitName, limitName),
        eq(abuseCounters.key, key),
        gt(abuseCounters.windowStart, new Date(floor)),
      ),
    );
  const inside = buckets.map((bucket) => ({ start: bucket.start.getTime(), hits: bucket.hits }));
  return { allowed: false, retryAfterMs: retryAfterMs(rule, inside, now) };
}

/** Deletes the counter rows whose bucket has left its window. */
export async function pruneAbuseCounters(db: Database, now = Date.now()): Promise<void> {
  await db.delete(abuseCounters).where(lt(abuseCounters.expiresAt, new Date(now)));
}

const prunedAt = new WeakMap<Database, number>();

/** Prunes at most once a minute per database handle, in the background; a failed prune is tried again later. */
export function pruneNowAndThen(db: Database, now = Date.now()) {
  if (now - (prunedAt.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  prunedAt.set(db, now);
  void pruneAbuseCounters(db, now).catch(() => prunedAt.delete(db));
}
