// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { CartLine } from '@sauda/commerce';
import { toast } from '@sauda/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cart, useCartLines } from './cart-store';

const kurta: CartLine = {
  productId: 'A1B2C3D4-0000-4000-8000-000000000001',
  name: 'Khaadi Lawn Kurta',
  brand: 'Khaadi',
  color: 'Maroon',
  size: 'M',
  image: '/images/kurta.webp',
  price: 3490,
  oldPrice: 4990,
  quantity: 1,
  shopId: 'shop-1',
};

const stored = () => JSON.parse(localStorage.getItem('cartItems') ?? 'null') as CartLine[] | null;

describe('the cart in browser storage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('merges the same product, colour and size into one line and saves under cartItems', () => {
    cart.add(kurta);
    cart.add({ ...kurta, productId: kurta.productId.toLowerCase() });
    cart.add({ ...kurta, size: 'L' });
    expect(stored()).toEqual([
      { ...kurta, quantity: 2 },
      { ...kurta, size: 'L', quantity: 1 },
    ]);
  });

  it("stops at 3 and toasts 'Maximum quantity of 3 reached!'", () => {
    const error = vi.spyOn(toast, 'error');
    cart.add({ ...kurta, quantity: 3 });
    cart.increment(kurta);
    expect(stored()?.[0]?.quantity).toBe(3);
    expect(error).toHaveBeenCalledWith('Maximum quantity of 3 reached!');
  });

  it('never goes below 1 with the minus button', () => {
    cart.add(kurta);
    cart.decrement(kurta);
    expect(stored()?.[0]?.quantity).toBe(1);
  });

  it("removes a line and toasts 'Item removed from cart!'", () => {
    const success = vi.spyOn(toast, 'success');
    cart.add(kurta);
    cart.remove(kurta);
    expect(stored()).toEqual([]);
    expect(success).toHaveBeenCalledWith('Item removed from cart!');
  });

  it('re-renders readers on a change in this tab and on a storage event from another tab', () => {
    const { result } = renderHook(() => useCartLines());
    expect(result.current).toEqual([]);
    act(() => cart.add(kurta));
    expect(result.current).toHaveLength(1);
    act(() => {
      localStorage.setItem(
        'cartItems',
        JSON.stringify([
          { ...kurta, quantity: 2 },
          { ...kurta, color: 'Black' },
        ]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'cartItems' }));
    });
    expect(result.current.map((line) => line.quantity)).toEqual([2, 1]);
  });

  it('reads a corrupt cart as empty and drops corrupt lines', () => {
    localStorage.setItem('cartItems', '{not json');
    expect(renderHook(() => useCartLines()).result.current).toEqual([]);
    localStorage.setItem('cartItems', JSON.stringify([kurta, { name: 'no product id' }]));
    expect(renderHook(() => useCartLines()).result.current).toEqual([kurta]);
  });
});
