import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filtersFromQuery, normaliseFilters } from './filters-query';
import { filtersToQuery } from './filters-to-query';
import type { ListingFilters } from './listing-filters';
import { RATING_THRESHOLDS, SORT_OPTIONS } from './listing-filters';

describe('filtersToQuery', () => {
  it('writes the set filters in a fixed order', () => {
    expect(
      filtersToQuery({
        sortBy: 'highToLowPrice',
        rating: 4,
        maxPrice: 5000,
        minPrice: 10,
        size: 'M',
        color: 'Red',
        brand: 'Gul Ahmed',
      }),
    ).toBe('brand=Gul%20Ahmed&color=Red&size=M&minPrice=10&maxPrice=5000&rating=4&sortBy=highToLowPrice');
  });

  it('writes nothing for no filters', () => {
    expect(filtersToQuery({})).toBe('');
  });

  it('is readable by URLSearchParams', () => {
    const params = new URLSearchParams(filtersToQuery({ brand: 'J. & Co+ 100%', minPrice: 0 }));
    expect(params.get('brand')).toBe('J. & Co+ 100%');
    expect(params.get('minPrice')).toBe('0');
  });

  it('leaves invalid values out', () => {
    expect(filtersToQuery({ minPrice: 15, maxPrice: 10001, brand: '  ' })).toBe('');
  });
});

describe('filtersFromQuery', () => {
  it('reads every key, with or without "?"', () => {
    const expected: ListingFilters = {
      brand: 'Gul Ahmed',
      minPrice: 0,
      maxPrice: 10000,
      rating: 2,
      sortBy: 'lowToHighPrice',
    };
    expect(filtersFromQuery('?brand=Gul+Ahmed&minPrice=0&maxPrice=10000&rating=2&sortBy=lowToHighPrice')).toEqual(
      expected,
    );
    expect(filtersFromQuery('brand=Gul%20Ahmed&minPrice=0&maxPrice=10000&rating=2&sortBy=lowToHighPrice')).toEqual(
      expected,
    );
  });

  it('accepts the slider boundaries 0, 10, 9990 and 10000', () => {
    expect(filtersFromQuery('minPrice=0&maxPrice=10')).toEqual({ minPrice: 0, maxPrice: 10 });
    expect(filtersFromQuery('minPrice=9990&maxPrice=10000')).toEqual({ minPrice: 9990, maxPrice: 10000 });
  });

  it("reads a host's own price range: bounds past 10000 on its steps, nothing off them", () => {
    const phones = { min: 0, max: 500_000, step: 500 };
    expect(filtersFromQuery('minPrice=40000&maxPrice=45000', phones)).toEqual({ minPrice: 40_000, maxPrice: 45_000 });
    expect(filtersFromQuery('minPrice=42999&maxPrice=500500', phones)).toEqual({});
    expect(filtersFromQuery('minPrice=40000&maxPrice=45000')).toEqual({});
  });

  it('ignores unknown keys and bad values', () => {
    expect(
      filtersFromQuery(
        'query=shoes&minPrice=-10&maxPrice=10010&rating=1&sortBy=random&brand=&color=%E0%A4%A&size=M&page=2',
      ),
    ).toEqual({ size: 'M' });
    expect(filtersFromQuery('minPrice=15&maxPrice=1e3&rating=4.5')).toEqual({});
    expect(filtersFromQuery('minPrice=abc&maxPrice=12.0')).toEqual({});
  });

  it('drops a range whose minimum exceeds its maximum', () => {
    expect(filtersFromQuery('minPrice=500&maxPrice=100&rating=3')).toEqual({ rating: 3 });
  });

  it('takes the first of repeated keys', () => {
    expect(filtersFromQuery('brand=A&brand=B')).toEqual({ brand: 'A' });
  });

  it('reads the empty string as no filters', () => {
    expect(filtersFromQuery('')).toEqual({});
    expect(filtersFromQuery('?')).toEqual({});
  });
});

const name = fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }).filter((s) => s.trim() !== '');
const bound = fc.integer({ min: 0, max: 1000 }).map((n) => n * 10);
const validFilters: fc.Arbitrary<ListingFilters> = fc
  .record(
    {
      brand: name,
      color: name,
      size: name,
      minPrice: bound,
      maxPrice: bound,
      rating: fc.constantFrom(...RATING_THRESHOLDS),
      sortBy: fc.constantFrom(...SORT_OPTIONS),
    },
    { requiredKeys: [] },
  )
  .map((f) =>
    f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice
      ? { ...f, minPrice: f.maxPrice, maxPrice: f.minPrice }
      : f,
  );

describe('filters <-> query: properties', () => {
  it('round-trips every valid filter state exactly', () => {
    fc.assert(
      fc.property(validFilters, (filters) => {
        expect(filtersFromQuery(filtersToQuery(filters))).toEqual(filters);
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with URLSearchParams on the written values', () => {
    fc.assert(
      fc.property(validFilters, (filters) => {
        const params = new URLSearchParams(filtersToQuery(filters));
        if (filters.brand !== undefined) expect(params.get('brand')).toBe(filters.brand);
        if (filters.size !== undefined) expect(params.get('size')).toBe(filters.size);
      }),
    );
  });

  it('reads what URLSearchParams writes', () => {
    fc.assert(
      fc.property(validFilters, (filters) => {
        const params = new URLSearchParams();
        for (const [k, v] of Object.entries(filters)) params.set(k, String(v));
        expect(filtersFromQuery(params.toString())).toEqual(filters);
      }),
    );
  });

  it('never throws on arbitrary text and always yields valid filters', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const filters = filtersFromQuery(text);
        expect(normaliseFilters(filters)).toEqual(filters);
        expect(filtersFromQuery(filtersToQuery(filters))).toEqual(filters);
      }),
    );
  });
});
