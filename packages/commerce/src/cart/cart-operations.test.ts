import { describe, expect, it } from 'vitest';
import type { CartLine } from '../types';
import { MAX_QUANTITY_MESSAGE } from '../validation/messages';
import {
  addToCart,
  decrementQuantity,
  incrementQuantity,
  quantityStepperState,
  removeFromCart,
  setQuantity,
} from './cart-operations';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  productId: 'P-1',
  name: 'Lawn Suit',
  brand: 'Khaadi',
  color: 'Red',
  size: 'M',
  image: 'a.jpg',
  price: 1500,
  oldPrice: null,
  quantity: 1,
  shopId: 'S-1',
  ...overrides,
});

describe('addToCart', () => {
  it('appends a new line without touching the input', () => {
    const lines: CartLine[] = [];
    const result = addToCart(lines, line());
    expect(result).toEqual({ lines: [line()] });
    expect(lines).toEqual([]);
  });

  it('merges the same product + colour + size (product id case-insensitive)', () => {
    const result = addToCart([line()], line({ productId: 'p-1', quantity: 2 }));
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]?.quantity).toBe(3);
    expect(result.error).toBeUndefined();
  });

  it('keeps another colour or size as its own line', () => {
    expect(addToCart([line()], line({ color: 'Blue' })).lines).toHaveLength(2);
    expect(addToCart([line()], line({ size: 'L' })).lines).toHaveLength(2);
    expect(addToCart([line({ size: null })], line({ size: null })).lines).toHaveLength(1);
  });

  it('caps at 3 and reports the maximum message', () => {
    const result = addToCart([line({ quantity: 2 })], line({ quantity: 2 }));
    expect(result.lines[0]?.quantity).toBe(3);
    expect(result.error).toBe('Maximum quantity of 3 reached!');
    const again = addToCart(result.lines, line());
    expect(again.lines[0]?.quantity).toBe(3);
    expect(again.error).toBe(MAX_QUANTITY_MESSAGE);
  });

  it('caps a new line asking for 4', () => {
    const result = addToCart([], line({ quantity: 4 }));
    expect(result.lines[0]?.quantity).toBe(3);
    expect(result.error).toBe(MAX_QUANTITY_MESSAGE);
  });

  it('ignores a quantity of 0 or a fraction', () => {
    expect(addToCart([], line({ quantity: 0 }))).toEqual({ lines: [] });
    expect(addToCart([], line({ quantity: 1.5 }))).toEqual({ lines: [] });
  });
});

describe('setQuantity at its boundaries', () => {
  const cart = [line({ quantity: 2 }), line({ productId: 'P-2' })];

  it('0 leaves the line unchanged', () => {
    expect(setQuantity(cart, line(), 0)).toEqual({ lines: cart });
  });

  it('1 and 3 are accepted', () => {
    expect(setQuantity(cart, line(), 1).lines[0]?.quantity).toBe(1);
    const three = setQuantity(cart, line(), 3);
    expect(three.lines[0]?.quantity).toBe(3);
    expect(three.error).toBeUndefined();
  });

  it('4 is refused with the maximum message', () => {
    expect(setQuantity(cart, line(), 4)).toEqual({ lines: cart, error: MAX_QUANTITY_MESSAGE });
  });

  it('returns a new array and new line objects only for the changed line', () => {
    const result = setQuantity(cart, line(), 3);
    expect(result.lines).not.toBe(cart);
    expect(result.lines[1]).toBe(cart[1]);
    expect(cart[0]?.quantity).toBe(2);
  });
});

describe('plus and minus', () => {
  it('plus goes up to 3 then toasts', () => {
    let lines = [line()];
    lines = incrementQuantity(lines, line()).lines;
    lines = incrementQuantity(lines, line()).lines;
    expect(lines[0]?.quantity).toBe(3);
    const refused = incrementQuantity(lines, line());
    expect(refused.error).toBe(MAX_QUANTITY_MESSAGE);
    expect(refused.lines[0]?.quantity).toBe(3);
  });

  it('minus stops at 1', () => {
    expect(decrementQuantity([line({ quantity: 2 })], line()).lines[0]?.quantity).toBe(1);
    expect(decrementQuantity([line({ quantity: 1 })], line())).toEqual({ lines: [line({ quantity: 1 })] });
  });

  it('does nothing for an unknown line', () => {
    expect(incrementQuantity([line()], line({ productId: 'X' }))).toEqual({ lines: [line()] });
  });

  it('disables minus at 1 and plus at 3', () => {
    expect(quantityStepperState(1)).toEqual({ canIncrement: true, canDecrement: false });
    expect(quantityStepperState(2)).toEqual({ canIncrement: true, canDecrement: true });
    expect(quantityStepperState(3)).toEqual({ canIncrement: false, canDecrement: true });
  });
});

describe('removeFromCart', () => {
  it('removes only that product + colour + size', () => {
    const cart = [line(), line({ size: 'L' }), line({ productId: 'P-2' })];
    expect(removeFromCart(cart, { productId: 'p-1', color: 'Red', size: 'M' })).toEqual([cart[1], cart[2]]);
    expect(cart).toHaveLength(3);
  });
});
