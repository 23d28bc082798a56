import { describe, expect, it } from 'vitest';
import { bucketMs, bucketStart, retryAfterMs, windowFloor } from './sliding-window';

const rule = { limit: 3, windowMs: 60_000 };

describe('the bucketed sliding window', () => {
  it('cuts a window into 60 buckets, aligned on the bucket length', () => {
    expect(bucketMs(rule)).toBe(1000);
    expect(bucketMs({ limit: 1, windowMs: 15 * 60_000 })).toBe(15_000);
    expect(bucketMs({ limit: 1, windowMs: 10 })).toBe(1);
    expect(bucketStart(rule, 12_345)).toBe(12_000);
    expect(windowFloor(rule, 100_000)).toBe(40_000);
  });

  it('lets a refused client in once enough of the oldest hits have left the window', () => {
    const buckets = [
      { start: 10_000, hits: 1 },
      { start: 20_000, hits: 2 },
    ];
    // Three hits inside: the one at 10 s leaves at 70 s, which leaves two, under the limit.
    expect(retryAfterMs(rule, buckets, 30_000)).toBe(40_000);
    // With a limit of 2 the bucket at 20 s must go too.
    expect(retryAfterMs({ ...rule, limit: 2 }, [...buckets, { start: 25_000, hits: 1 }], 30_000)).toBe(50_000);
  });

  it('ignores buckets that have left the window already', () => {
    const buckets = [
      { start: 0, hits: 5 },
      { start: 50_000, hits: 3 },
    ];
    expect(retryAfterMs(rule, buckets, 61_000)).toBe(49_000);
  });

  it('answers the rest of the current bucket when the hits are under the limit by now', () => {
    expect(retryAfterMs(rule, [{ start: 10_000, hits: 1 }], 10_400)).toBe(600);
  });

  it('never answers more than the window, never less than a millisecond', () => {
    expect(retryAfterMs(rule, [{ start: 59_000, hits: 3 }], 59_999)).toBe(59_001);
    expect(retryAfterMs(rule, [{ start: 1000, hits: 3 }], 60_999)).toBe(1);
  });
});
