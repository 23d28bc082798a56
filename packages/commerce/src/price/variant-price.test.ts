import { describe, expect, it } from 'vitest';
import { generateProducts, makeProduct } from '../test-support/make-product';
import type { Variant } from '../types';
import { displayedPrice } from './displayed-price';
import { variantPrice } from './variant-price';

const sized = (color: string, sizes: Array<[string, number, number | null]>): Variant => ({
  color,
  price: 0,
  oldPrice: null,
  discount: null,
  sizes: sizes.map(([size, price, oldPrice]) => ({
    size,
    price,
    oldPrice,
    discount: oldPrice ? Math.round((1 - price / oldPrice) * 100) : null,
  })),
});

const suit = makeProduct({
  price: 1,
  variants: [
    sized('Teal', [
      ['S', 3499, 4999],
      ['M', 3599, 4999],
    ]),
    sized('Maroon', [
      ['M', 3799, null],
      ['XL', 3999, null],
    ]),
  ],
});

const fridge = makeProduct({
  price: 1,
  colorVariants: [
    { color: 'Silver', price: 135999, oldPrice: 159999, discount: 15 },
    { color: 'Burgundy', price: 139999, oldPrice: null, discount: null },
  ],
});

describe('variantPrice', () => {
  it('prices the chosen size of the chosen colour', () => {
    expect(variantPrice(suit, { color: 'Teal', size: 'M' })).toEqual({ price: 3599, oldPrice: 4999, discount: 28 });
    expect(variantPrice(suit, { color: 'Maroon', size: 'XL' })).toEqual({
      price: 3999,
      oldPrice: null,
      discount: null,
    });
  });

  it('prices the chosen colour of a colour-variant product', () => {
    expect(variantPrice(fridge, { color: 'Burgundy' })).toEqual({ price: 139999, oldPrice: null, discount: null });
  });

  it('matches names whatever their case and spaces', () => {
    expect(variantPrice(suit, { color: ' maroon', size: 'xl ' }).price).toBe(3999);
    expect(variantPrice(fridge, { color: 'BURGUNDY' }).price).toBe(139999);
  });

  it('falls back to the first size of the chosen colour, then to the first colour', () => {
    expect(variantPrice(suit, { color: 'Maroon' }).price).toBe(3799);
    expect(variantPrice(suit, { color: 'Maroon', size: 'S' }).price).toBe(3799);
    expect(variantPrice(suit, { color: 'Purple', size: 'M' }).price).toBe(3599);
    expect(variantPrice(fridge, { color: 'Purple' }).price).toBe(135999);
  });

  it("uses the product's own price without variants or without sizes", () => {
    const plain = makeProduct({ price: 180, oldPrice: 220, discount: 18 });
    expect(variantPrice(plain, { color: 'Red', size: 'M' })).toEqual({ price: 180, oldPrice: 220, discount: 18 });
    const noSizes = makeProduct({ price: 300, variants: [sized('Red', [])] });
    expect(variantPrice(noSizes, { color: 'Red' }).price).toBe(300);
  });

  it('agrees with displayedPrice when nothing is chosen', () => {
    for (const product of [suit, fridge, ...generateProducts(40)]) {
      expect(variantPrice(product)).toEqual(displayedPrice(product));
      expect(variantPrice(product, { color: null, size: null })).toEqual(displayedPrice(product));
    }
  });
});
