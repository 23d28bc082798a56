import { describe, expect, it } from 'vitest';
import { SlidingWindow } from './sliding-window';

const rule = { limit: 3, windowMs: 1000 };

describe('SlidingWindow', () => {
  it('allows `limit` hits in a window, then refuses until the oldest hit leaves it', () => {
    const window = new SlidingWindow();
    expect([0, 100, 200].map((at) => window.hit('k', rule, at).allowed)).toEqual([true, true, true]);
    expect(window.hit('k', rule, 300)).toEqual({ allowed: false, retryAfterMs: 700 });
    expect(window.hit('k', rule, 999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(window.hit('k', rule, 1000).allowed).toBe(true);
    expect(window.hit('k', rule, 1050)).toEqual({ allowed: false, retryAfterMs: 50 });
  });

  it('does not count refused hits, and keeps keys apart', () => {
    const window = new SlidingWindow();
    for (let at = 0; at < 3; at++) window.hit('a', rule, at);
    for (let at = 3; at < 50; at++) expect(window.hit('a', rule, at).allowed).toBe(false);
    expect(window.hit('b', rule, 50).allowed).toBe(true);
    expect(window.hit('a', rule, 1000).allowed).toBe(true);
  });

  it('forgets idle keys under a flood of distinct ones and still counts the live ones', () => {
    const window = new SlidingWindow();
    for (let at = 0; at < 3; at++) window.hit('victim', { limit: 3, windowMs: 60_000 }, 50_000 + at);
    for (let n = 0; n < 12_000; n++) window.hit(`flood-${n}`, rule, 40_000 + n);
    expect(window.hit('victim', { limit: 3, windowMs: 60_000 }, 60_000).allowed).toBe(false);
  });
});
