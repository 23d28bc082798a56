import type { AbuseRule } from './abuse-limits';

/** Keys kept before expired ones are swept (bounds memory under a flood of distinct keys). */
const SWEEP_AT_KEYS = 10_000;
/** Keys kept at most; past this the oldest are dropped, so a flood of distinct keys cannot exhaust memory. */
const MAX_KEYS = 100_000;

/** The outcome of counting one request: allowed, or refused for `retryAfterMs`. */
export type Hit = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * In-memory sliding-window counters (one process): a key may be hit `limit` times in any `windowMs`. Refused hits
 * are not counted, so a client that keeps hammering is let in again once its window has passed.
 */
export class SlidingWindow {
  readonly #hits = new Map<string, number[]>();
  #windowMs = 0;
  #sweptAt = 0;

  /** Counts a hit of `key` under `rule` at `now`. */
  hit(key: string, rule: AbuseRule, now = Date.now()): Hit {
    this.#windowMs = Math.max(this.#windowMs, rule.windowMs);
    const since = now - rule.windowMs;
    const times = (this.#hits.get(key) ?? []).filter((time) => time > since);
    if (times.length >= rule.limit) {
      this.#hits.set(key, times);
      return { allowed: false, retryAfterMs: times[times.length - rule.limit]! + rule.windowMs - now };
    }
    times.push(now);
    this.#hits.delete(key);
    this.#hits.set(key, times);
    if (this.#hits.size > SWEEP_AT_KEYS && now - this.#sweptAt > 1000) this.#sweep(now);
    return { allowed: true };
  }

  /** Drops keys with no hit in the longest window, then the least recently hit ones past `MAX_KEYS`. */
  #sweep(now: number) {
    this.#sweptAt = now;
    for (const [key, times] of this.#hits) {
      if ((times[times.length - 1] ?? 0) <= now - this.#windowMs) this.#hits.delete(key);
    }
    for (const key of this.#hits.keys()) {
      if (this.#hits.size <= MAX_KEYS) break;
      this.#hits.delete(key);
    }
  }
}
