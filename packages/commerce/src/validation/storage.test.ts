import { describe, expect, it } from 'vitest';
import { parseStoredCart, parseStoredSearchHistory, parseStoredUser } from './storage';

describe('stored user', () => {
  it('reads a user with userId and email, raw or parsed', () => {
    const user = { userId: 'U1', name: 'Ali', email: 'a@b.pk', phone: '3001234567' };
    expect(parseStoredUser(JSON.stringify(user))).toEqual(user);
    expect(parseStoredUser({ userId: 'U1', email: 'a@b.pk' })).toEqual({
      userId: 'U1',
      name: '',
      email: 'a@b.pk',
      phone: '',
    });
  });

  it('counts a corrupt user as no user', () => {
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser({ name: 'Ali' })).toBeNull();
    expect(parseStoredUser(null)).toBeNull();
  });
});

describe('stored cart', () => {
  const line = { productId: 'P', name: 'n', brand: 'b', color: 'Red', image: 'i', price: 10, quantity: 2, shopId: 'S' };

  it('reads lines and drops the corrupt ones', () => {
    expect(parseStoredCart(JSON.stringify([line, { ...line, quantity: 4 }, 'junk']))).toEqual([
      { ...line, size: null, oldPrice: null },
    ]);
  });

  it('keeps quantities 1..3 only, and lines with a product, a shop and a price', () => {
    const read = (change: object) => parseStoredCart([{ ...line, ...change }]);
    expect(read({ quantity: 1 })).toHaveLength(1);
    expect(read({ quantity: 3 })).toHaveLength(1);
    for (const broken of [
      { quantity: 0 },
      { quantity: 4 },
      { quantity: 1.5 },
      { quantity: '2' },
      { productId: '' },
      { shopId: undefined },
      { price: -1 },
      { price: '10' },
      { oldPrice: '20' },
      { size: 42 },
    ]) {
      expect(read(broken)).toEqual([]);
    }
  });

  it('defaults missing text to empty and keeps size and old price when present', () => {
    expect(parseStoredCart([{ ...line, brand: 7, size: 'M', oldPrice: 20 }])).toEqual([
      { ...line, brand: '', size: 'M', oldPrice: 20 },
    ]);
  });

  it('reads anything else as an empty cart', () => {
    expect(parseStoredCart('nope')).toEqual([]);
    expect(parseStoredCart({})).toEqual([]);
  });
});

describe('stored search history', () => {
  it('keeps strings only', () => {
    expect(parseStoredSearchHistory('["a", 1, "b"]')).toEqual(['a', 'b']);
    expect(parseStoredSearchHistory('x')).toEqual([]);
  });
});
