import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Product } from '../types';
import { displayedPrice } from '../price/displayed-price';
import {
  generateProducts,
  makeProduct,
  SAMPLE_BRANDS,
  SAMPLE_COLOURS,
  SAMPLE_SIZES,
} from '../test-support/make-product';
import { applyFilters, productHasColor, productHasSize } from './apply-filters';
import { isSizeFilterAvailable, isSizeFilterCategory } from './size-filter';
import type { ListingFilters } from './listing-filters';

const priced = (id: string, price: number, extra: Partial<Product> = {}) =>
  makeProduct({ id, colorVariants: [{ color: 'Red', price, oldPrice: null, discount: null }], ...extra });

const ids = (products: Product[]) => products.map((p) => p.id);

describe('applyFilters: price (inclusive bounds on the displayed price)', () => {
  const products = [priced('a', 0), priced('b', 10), priced('c', 9990), priced('d', 10000), priced('e', 10010)];

  it('keeps everything without filters, in order, as a new array', () => {
    const result = applyFilters(products, {});
    expect(ids(result)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(result).not.toBe(products);
  });

  it('includes both bounds', () => {
    expect(ids(applyFilters(products, { minPrice: 0, maxPrice: 10000 }))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(applyFilters(products, { minPrice: 10, maxPrice: 9990 }))).toEqual(['b', 'c']);
    expect(ids(applyFilters(products, { minPrice: 10, maxPrice: 10 }))).toEqual(['b']);
    expect(ids(applyFilters(products, { minPrice: 0, maxPrice: 0 }))).toEqual(['a']);
  });

  it('takes a single bound', () => {
    expect(ids(applyFilters(products, { minPrice: 9990 }))).toEqual(['c', 'd', 'e']);
    expect(ids(applyFilters(products, { maxPrice: 10 }))).toEqual(['a', 'b']);
  });

  it('uses the size price of size-variant products', () => {
    const sized = makeProduct({
      id: 's',
      price: 99999,
      variants: [
        {
          color: 'Red',
          price: 0,
          oldPrice: null,
          discount: null,
          sizes: [{ size: 'M', price: 50, oldPrice: null, discount: null }],
        },
      ],
    });
    expect(ids(applyFilters([sized], { maxPrice: 50 }))).toEqual(['s']);
  });
});

describe('applyFilters: brand and rating', () => {
  const products = [
    priced('a', 100, { brand: 'Khaadi', averageRating: 5 }),
    priced('b', 100, { brand: 'khaadi', averageRating: 4 }),
    priced('c', 100, { brand: 'Bata', averageRating: 3.5 }),
    priced('d', 100, { brand: 'Bata', averageRating: 1.5 }),
  ];

  it('matches the brand by exact name', () => {
    expect(ids(applyFilters(products, { brand: 'Khaadi' }))).toEqual(['a']);
    expect(ids(applyFilters(products, { brand: 'Bat' }))).toEqual([]);
  });

  it('keeps ratings at or above the threshold', () => {
    expect(ids(applyFilters(products, { rating: 5 }))).toEqual(['a']);
    expect(ids(applyFilters(products, { rating: 4 }))).toEqual(['a', 'b']);
    expect(ids(applyFilters(products, { rating: 3 }))).toEqual(['a', 'b', 'c']);
    expect(ids(applyFilters(products, { rating: 2 }))).toEqual(['a', 'b', 'c']);
  });

  it('combines filters with AND', () => {
    expect(ids(applyFilters(products, { brand: 'Bata', rating: 3 }))).toEqual(['c']);
  });
});

describe('applyFilters: colour and size', () => {
  const colour = makeProduct({
    id: 'colour',
    categoryName: 'electronics',
    colorVariants: [
      { color: 'Red', price: 1, oldPrice: null, discount: null },
      { color: 'Blue', price: 1, oldPrice: null, discount: null },
    ],
    variants: [{ color: 'Green', price: 1, oldPrice: null, discount: null, sizes: [] }],
  });
  const sized = makeProduct({
    id: 'sized',
    categoryName: 'Kids Fashion',
    variants: [
      {
        color: 'Black',
        price: 1,
        oldPrice: null,
        discount: null,
        sizes: [{ size: 'M', price: 1, oldPrice: null, discount: null }],
      },
      {
        color: 'White',
        price: 1,
        oldPrice: null,
        discount: null,
        sizes: [{ size: 'XL', price: 1, oldPrice: null, discount: null }],
      },
    ],
  });

  it('checks colour variants, else variant colours', () => {
    expect(productHasColor(colour, 'Blue')).toBe(true);
    expect(productHasColor(colour, 'Green')).toBe(false);
    expect(productHasColor(sized, 'White')).toBe(true);
    expect(productHasColor(sized, 'white')).toBe(true);
    expect(ids(applyFilters([colour, sized], { color: 'Black' }))).toEqual(['sized']);
  });

  it('checks the sizes of every variant', () => {
    expect(productHasSize(sized, 'XL')).toBe(true);
    expect(productHasSize(sized, 'S')).toBe(false);
    expect(ids(applyFilters([colour, sized], { size: 'M' }))).toEqual(['sized']);
  });

  it('ignores the size filter when no product is in a fashion category', () => {
    const plain = { ...sized, categoryName: 'home' };
    expect(isSizeFilterAvailable([colour, plain])).toBe(false);
    expect(ids(applyFilters([colour, plain], { size: 'M' }))).toEqual(['colour', 'sized']);
  });

  it("offers sizes only for 'fashion' and 'kids fashion'", () => {
    expect(isSizeFilterCategory('fashion')).toBe(true);
    expect(isSizeFilterCategory(' Kids Fashion ')).toBe(true);
    expect(isSizeFilterCategory('fashion accessories')).toBe(false);
    expect(isSizeFilterCategory(undefined)).toBe(false);
  });
});

const filtersArbitrary: fc.Arbitrary<ListingFilters> = fc.record(
  {
    brand: fc.constantFrom(...SAMPLE_BRANDS, 'Nobody'),
    color: fc.constantFrom(...SAMPLE_COLOURS),
    size: fc.constantFrom(...SAMPLE_SIZES),
    minPrice: fc.integer({ min: 0, max: 1000 }).map((n) => n * 10),
    maxPrice: fc.integer({ min: 0, max: 1000 }).map((n) => n * 10),
    rating: fc.constantFrom(5 as const, 4 as const, 3 as const, 2 as const),
  },
  { requiredKeys: [] },
);

describe('applyFilters: properties', () => {
  const catalogue = generateProducts(300, 7);

  it('returns a subset, in the original order, of products that satisfy every set filter', () => {
    fc.assert(
      fc.property(filtersArbitrary, fc.integer({ min: 0, max: 300 }), (filters, take) => {
        const input = catalogue.slice(0, take);
        const result = applyFilters(input, filters);
        let cursor = 0;
        for (const product of result) {
          const at = input.indexOf(product, cursor);
          expect(at).toBeGreaterThanOrEqual(cursor);
          cursor = at + 1;
          const price = displayedPrice(product).price;
          if (filters.brand) expect(product.brand).toBe(filters.brand);
          if (filters.minPrice !== undefined) expect(price).toBeGreaterThanOrEqual(filters.minPrice);
          if (filters.maxPrice !== undefined) expect(price).toBeLessThanOrEqual(filters.maxPrice);
          if (filters.rating !== undefined) expect(product.averageRating).toBeGreaterThanOrEqual(filters.rating);
        }
        expect(input.length).toBe(Math.min(take, 300));
      }),
    );
  });

  it('keeps every product that satisfies the filters (nothing lost)', () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const result = new Set(applyFilters(catalogue, filters));
        const expected = catalogue.filter((p) => {
          const price = displayedPrice(p).price;
          return (
            (!filters.brand || p.brand === filters.brand) &&
            (!filters.color || productHasColor(p, filters.color)) &&
            (!filters.size || productHasSize(p, filters.size)) &&
            (filters.minPrice === undefined || price >= filters.minPrice) &&
            (filters.maxPrice === undefined || price <= filters.maxPrice) &&
            (filters.rating === undefined || p.averageRating >= filters.rating)
          );
        });
        expect(result.size).toBe(expected.length);
        for (const p of expected) expect(result.has(p)).toBe(true);
      }),
    );
  });

  it('never mutates its input', () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const input = catalogue.slice(0, 50);
        const before = input.slice();
        applyFilters(input, filters);
        expect(input).toEqual(before);
      }),
      { numRuns: 30 },
    );
  });
});
