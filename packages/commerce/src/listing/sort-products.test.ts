import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Product } from '../types';
import { displayedPrice } from '../price/displayed-price';
import { generateProducts, makeProduct } from '../test-support/make-product';
import { sortProducts } from './sort-products';
import { SORT_OPTIONS } from './listing-filters';

const item = (id: string, price: number, discount: number | null) =>
  makeProduct({ id, colorVariants: [{ color: 'Red', price, oldPrice: null, discount }] });

const ids = (products: Product[]) => products.map((p) => p.id);

describe('sortProducts', () => {
  const products = [item('a', 500, 10), item('b', 100, null), item('c', 500, 40), item('d', 100, 10)];

  it('sorts by price low to high, stable for equal prices', () => {
    expect(ids(sortProducts(products, 'lowToHighPrice'))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('sorts by price high to low, stable for equal prices', () => {
    expect(ids(sortProducts(products, 'highToLowPrice'))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('sorts by discount high to low, a missing discount counting as 0', () => {
    expect(ids(sortProducts(products, 'highToLowDiscount'))).toEqual(['c', 'a', 'd', 'b']);
  });

  it('keeps the order without a sort, as a copy', () => {
    const result = sortProducts(products, undefined);
    expect(ids(result)).toEqual(['a', 'b', 'c', 'd']);
    expect(result).not.toBe(products);
  });

  it('does not mutate the input', () => {
    const before = products.slice();
    sortProducts(products, 'highToLowPrice');
    sortProducts(products, 'topRated');
    expect(products).toEqual(before);
  });
});

describe('sortProducts: top rated', () => {
  const rated = (id: string, averageRating: number, ratingsCount: number) =>
    makeProduct({ id, averageRating, ratingsCount });

  it('puts the highest average first, then the one with more ratings, stable for equal pairs', () => {
    const products = [
      rated('a', 4, 10),
      rated('b', 5, 1),
      rated('c', 4.5, 3),
      rated('d', 5, 40),
      rated('e', 4, 10),
      rated('f', 0, 0),
    ];
    expect(ids(sortProducts(products, 'topRated'))).toEqual(['d', 'b', 'c', 'a', 'e', 'f']);
  });

  it('reads a rating that is not a number as 0', () => {
    const products = [rated('a', Number.NaN, 3), rated('b', 1, 0), rated('c', 0, 2)];
    expect(ids(sortProducts(products, 'topRated'))).toEqual(['b', 'a', 'c']);
  });
});

describe('sortProducts: edge amounts', () => {
  it('orders amounts with paisa and with more decimals', () => {
    const products = [item('a', 19.99, 0.5), item('b', 19.989, 0.25), item('c', 0.3, 0), item('d', 0.1 + 0.2, 0)];
    expect(ids(sortProducts(products, 'lowToHighPrice'))).toEqual(['c', 'd', 'b', 'a']);
    expect(ids(sortProducts(products.slice(0, 2), 'lowToHighPrice'))).toEqual(['b', 'a']);
    expect(ids(sortProducts(products, 'highToLowDiscount'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('orders huge amounts and non-finite ones without losing products', () => {
    const products = [item('a', 1e300, 0), item('b', Number.NaN, 0), item('c', 5, 0), item('d', -1, 0)];
    expect(ids(sortProducts(products, 'lowToHighPrice'))).toEqual(['d', 'b', 'c', 'a']);
  });
});

const amount = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }),
  fc.integer({ min: 0, max: 10_000_00 }).map((n) => n / 100),
  fc.double({ min: 0, max: 1e6, noNaN: true }),
);
const arbitraryProducts = fc
  .array(fc.tuple(amount, fc.option(fc.integer({ min: 0, max: 90 }), { nil: null })), { maxLength: 60 })
  .map((rows) => rows.map(([price, discount], i) => item(`p${i}`, price, discount)));

/** The sorts by an amount (price or discount); `topRated` has its own tests above. */
const AMOUNT_SORTS = SORT_OPTIONS.filter((sortBy) => sortBy !== 'topRated');

describe('sortProducts: properties', () => {
  const catalogue = generateProducts(200, 3);
  const key = (p: Product, sortBy: (typeof AMOUNT_SORTS)[number]) =>
    sortBy === 'highToLowDiscount' ? (displayedPrice(p).discount ?? 0) : displayedPrice(p).price;

  it('returns a permutation in order, stable for equal keys', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AMOUNT_SORTS), fc.subarray(catalogue.map((_, i) => i)), (sortBy, indices) => {
        const input = indices.map((i) => catalogue[i] as Product);
        const result = sortProducts(input, sortBy);
        expect(result.length).toBe(input.length);
        expect(new Set(result)).toEqual(new Set(input));
        for (let i = 1; i < result.length; i++) {
          const prev = result[i - 1] as Product;
          const next = result[i] as Product;
          const a = key(prev, sortBy);
          const b = key(next, sortBy);
          if (sortBy === 'lowToHighPrice') expect(a).toBeLessThanOrEqual(b);
          else expect(a).toBeGreaterThanOrEqual(b);
          if (a === b) expect(input.indexOf(prev)).toBeLessThan(input.indexOf(next));
        }
      }),
    );
  });

  it('is ordered and stable for any amounts (integers, paisa, long decimals)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AMOUNT_SORTS), arbitraryProducts, (sortBy, input) => {
        const result = sortProducts(input, sortBy);
        expect(new Set(result)).toEqual(new Set(input));
        expect(result).toHaveLength(input.length);
        for (let i = 1; i < result.length; i++) {
          const prev = result[i - 1] as Product;
          const next = result[i] as Product;
          const a = key(prev, sortBy);
          const b = key(next, sortBy);
          if (sortBy === 'lowToHighPrice') expect(a).toBeLessThanOrEqual(b);
          else expect(a).toBeGreaterThanOrEqual(b);
          if (a === b) expect(input.indexOf(prev)).toBeLessThan(input.indexOf(next));
        }
      }),
      { numRuns: 300 },
    );
  });
});
