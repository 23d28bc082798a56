import { describe, expect, it } from 'vitest';
import { type CachedAnswer, ResponseCache } from '../../packages/server/src/catalogue/response-cache';

/** An answer of `bytes` body bytes. */
const answer = (bytes: number): CachedAnswer => ({
  generation: '1',
  ratingsGeneration: '1',
  body: new Uint8Array(bytes),
  etag: '"x"',
});

describe('the catalogue response cache', () => {
  it('keeps at most maxEntries answers, dropping the least recently used first', () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 1_000 });
    cache.set('a', answer(10));
    cache.set('b', answer(10));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', answer(10));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('keeps at most maxBytes, counting each body twice (room for its gzip)', () => {
    const cache = new ResponseCache({ maxEntries: 100, maxBytes: 100 });
    cache.set('a', answer(20));
    cache.set('b', answer(20));
    expect(cache.bytes).toBe(80);
    cache.set('c', answer(20));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(80);
    cache.set('b', answer(5));
    expect(cache.bytes).toBe(50);
  });

  it('does not keep an answer larger than the whole cache, nor drop others for it', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 100 });
    cache.set('small', answer(10));
    cache.set('huge', answer(51));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
    expect(cache.bytes).toBe(20);
  });

  it('forgets a deleted answer and its bytes', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 100 });
    cache.set('a', answer(10));
    cache.delete('a');
    cache.delete('missing');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
