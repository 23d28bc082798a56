import { describe, expect, it } from 'vitest';
import { generateProducts, makeProduct } from '../test-support/make-product';
import type { Variant } from '../types';
import { displayedPrice } from './displayed-price';
import { variantKind, variantOptions } from './variant-options';
import { variantPrice } from './variant-price';

const sized = (color: string, sizes: Array<[string, number]>): Variant => ({
  color,
  price: 0,
  oldPrice: null,
  discount: null,
  sizes: sizes.map(([size, price]) => ({ size, price, oldPrice: null, discount: null })),
});

const suit = makeProduct({
  variants: [
    sized('Teal', [
      ['S', 3499],
      ['M', 3599],
      ['L', 3699],
    ]),
    sized('Maroon', [
      ['M', 3799],
      ['XL', 3999],
    ]),
    sized('Black', []),
  ],
});

const fridge = makeProduct({
  colorVariants: [
    { color: 'Silver', price: 135999, oldPrice: 159999, discount: 15 },
    { color: 'Grey', price: 137999, oldPrice: null, discount: null },
  ],
});

const values = (options: Array<{ value: string; isAvailable: boolean }>) =>
  options.map((o) => `${o.value}${o.isAvailable ? '' : ' (unavailable)'}`);

describe('variantKind', () => {
  it('tells size-variant, colour-variant and plain products apart', () => {
    expect(variantKind(suit)).toBe('size');
    expect(variantKind(fridge)).toBe('color');
    expect(variantKind(makeProduct())).toBe('none');
  });
});

describe('variantOptions', () => {
  it('offers every size, available only in the chosen colour, with that colour’s prices', () => {
    const teal = variantOptions(suit, { color: 'Teal', size: 'L' });
    expect(values(teal.colors)).toEqual(['Teal', 'Maroon', 'Black (unavailable)']);
    expect(values(teal.sizes)).toEqual(['S', 'M', 'L', 'XL (unavailable)']);
    expect(teal.sizes.map((o) => o.price?.price ?? null)).toEqual([3499, 3599, 3699, null]);
    expect(teal.selection).toEqual({ color: 'Teal', size: 'L' });
    expect(teal.isComplete).toBe(true);

    const maroon = variantOptions(suit, { color: 'Maroon', size: 'M' });
    expect(values(maroon.sizes)).toEqual(['S (unavailable)', 'M', 'L (unavailable)', 'XL']);
    expect(maroon.sizes[1]?.price?.price).toBe(3799);
    expect(maroon.colors.every((o) => o.price === null)).toBe(true);
  });

  it('moves a stale size to the first size the new colour has', () => {
    expect(variantOptions(suit, { color: 'Maroon', size: 'S' }).selection).toEqual({ color: 'Maroon', size: 'M' });
    expect(variantOptions(suit, { color: 'Black', size: 'M' }).selection).toEqual({ color: 'Teal', size: 'M' });
  });

  it('starts on the displayed price’s variant when nothing is chosen', () => {
    for (const product of [suit, fridge, ...generateProducts(30)]) {
      const { selection } = variantOptions(product);
      expect(variantPrice(product, selection)).toEqual(displayedPrice(product));
    }
  });

  it('gives colour-variant products their own prices and no sizes', () => {
    const options = variantOptions(fridge, { color: 'grey' });
    expect(options.kind).toBe('color');
    expect(options.sizes).toEqual([]);
    expect(options.colors.map((o) => o.price?.price)).toEqual([135999, 137999]);
    expect(options.selection).toEqual({ color: 'Grey', size: null });
  });

  it('skips what the page marks unavailable: a whole colour or one size', () => {
    const soldOut = variantOptions(suit, { color: 'Teal', size: 'S' }, [
      { color: 'Teal', size: 'S' },
      { color: 'Maroon' },
    ]);
    expect(values(soldOut.colors)).toEqual(['Teal', 'Maroon (unavailable)', 'Black (unavailable)']);
    expect(values(soldOut.sizes)).toEqual(['S (unavailable)', 'M', 'L', 'XL (unavailable)']);
    expect(soldOut.selection).toEqual({ color: 'Teal', size: 'M' });

    const fridgeSoldOut = variantOptions(fridge, { color: 'Silver' }, [{ color: 'silver' }]);
    expect(fridgeSoldOut.selection).toEqual({ color: 'Grey', size: null });
  });

  it('marks a colour whose every size is sold out as unavailable', () => {
    const options = variantOptions(suit, {}, [
      { color: 'Teal', size: 'S' },
      { color: 'Teal', size: 'M' },
      { color: 'Teal', size: 'L' },
    ]);
    expect(values(options.colors)).toEqual(['Teal (unavailable)', 'Maroon', 'Black (unavailable)']);
    expect(options.selection).toEqual({ color: 'Maroon', size: 'M' });
  });

  it('is incomplete when nothing can be bought', () => {
    const options = variantOptions(fridge, {}, [{ color: 'Silver' }, { color: 'Grey' }]);
    expect(options.selection).toEqual({ color: null, size: null });
    expect(options.isComplete).toBe(false);
    const sizes = variantOptions(makeProduct({ variants: [sized('Black', [])] }));
    expect(sizes.isComplete).toBe(false);
    expect(sizes.sizes).toEqual([]);
  });

  it('needs no choice for a product without variants', () => {
    expect(variantOptions(makeProduct({ price: 180 }), { color: 'Red', size: 'M' })).toEqual({
      kind: 'none',
      colors: [],
      sizes: [],
      selection: { color: null, size: null },
      isComplete: true,
    });
  });
});
