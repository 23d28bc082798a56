import type { AbuseRule } from './abuse-limits';

/**
 * A window is counted in this many buckets: one counter row per bucket instead of one per hit. A hit stays counted
 * until its bucket's start leaves the window, so the window is `windowMs` give or take one bucket (1/60 of it).
 */
export const BUCKETS_PER_WINDOW = 60;

/** The outcome of counting one request: allowed, or refused for `retryAfterMs`. */
export type Hit = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Hits counted in one bucket, which starts at `start` (epoch milliseconds). */
export interface Bucket {
  start: number;
  hits: number;
}

/** Length of one bucket of `rule`'s window. */
export const bucketMs = (rule: AbuseRule) => Math.max(1, Math.ceil(rule.windowMs / BUCKETS_PER_WINDOW));

/** Start of the bucket `now` falls in. */
export const bucketStart = (rule: AbuseRule, now: number) => now - (now % bucketMs(rule));

/** Buckets starting after this instant are inside the window at `now`. */
export const windowFloor = (rule: AbuseRule, now: number) => now - rule.windowMs;

/**
 * How long until a refused client may try again: the oldest buckets leave the window one by one, each `windowMs`
 * after its start; the answer is when the hits still inside drop below the limit.
 */
export function retryAfterMs(rule: AbuseRule, buckets: readonly Bucket[], now: number): number {
  const inside = buckets.filter((bucket) => bucket.start > windowFloor(rule, now)).sort((a, b) => a.start - b.start);
  let remaining = inside.reduce((sum, bucket) => sum + bucket.hits, 0);
  for (const bucket of inside) {
    if (remaining < rule.limit) break;
    remaining -= bucket.hits;
    if (remaining < rule.limit) return Math.max(1, bucket.start + rule.windowMs - now);
  }
  // Under the limit again by now (a bucket left the window since the refusal): the next bucket will do.
  return Math.max(1, bucketMs(rule) - (now % bucketMs(rule)));
}
