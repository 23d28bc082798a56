import { describe, expect, it } from 'vitest';
import type { CartLine } from '../types';
import { cartCount, cartSubtotal, cartTotal, cartUnitCount, lineOldPrice, lineTotal } from './cart-totals';
import { groupCartByShop } from './group-by-shop';

const line = (productId: string, shopId: string, price: number, quantity: number): CartLine => ({
  productId,
  name: productId,
  brand: 'B',
  color: 'Red',
  size: null,
  image: '',
  price,
  oldPrice: null,
  quantity,
  shopId,
});

describe('cart totals', () => {
  const cart = [line('a', 's1', 1500, 2), line('b', 's2', 999.5, 1), line('c', 's1', 0, 3)];

  it('subtotal is the sum of price × quantity', () => {
    expect(cartSubtotal(cart)).toBe(3999.5);
    expect(cartSubtotal([])).toBe(0);
    expect(cartSubtotal([line('x', 's', 0.1, 3)])).toBe(0.3);
  });

  it('count (the badge) is the number of lines, not of pieces', () => {
    expect(cartCount(cart)).toBe(3);
  });

  it('unit count (the subtotal and checkout labels) is the number of pieces', () => {
    expect(cartUnitCount(cart)).toBe(6);
    expect(cartUnitCount([line('a', 's1', 100, 2), line('b', 's1', 100, 2)])).toBe(4);
    expect(cartUnitCount([])).toBe(0);
  });

  it('total adds the flat Rs 200', () => {
    expect(cartTotal(cart)).toBe(4199.5);
    expect(cartTotal([])).toBe(200);
  });

  it('line total is price × quantity', () => {
    expect(lineTotal({ price: 1500, quantity: 3 })).toBe(4500);
  });

  it('old price is the stored one or twice the price', () => {
    expect(lineOldPrice({ price: 1000, oldPrice: 1200 })).toBe(1200);
    expect(lineOldPrice({ price: 1000, oldPrice: null })).toBe(2000);
    expect(lineOldPrice({ price: 1000, oldPrice: 0 })).toBe(2000);
  });

  it('has no old price when it would not be above the price', () => {
    expect(lineOldPrice({ price: 1000, oldPrice: 1000 })).toBeNull();
    expect(lineOldPrice({ price: 1000, oldPrice: 900 })).toBeNull();
    expect(lineOldPrice({ price: 0, oldPrice: null })).toBeNull();
  });
});

describe('groupCartByShop', () => {
  it('groups lines by shop in first-seen order (shop ids case-insensitive)', () => {
    const cart = [line('a', 'S1', 1, 1), line('b', 'S2', 1, 1), line('c', 's1', 1, 1)];
    expect(groupCartByShop(cart)).toEqual([
      { shopId: 'S1', items: [cart[0], cart[2]] },
      { shopId: 'S2', items: [cart[1]] },
    ]);
  });

  it('gives no groups for an empty cart', () => {
    expect(groupCartByShop([])).toEqual([]);
  });
});
