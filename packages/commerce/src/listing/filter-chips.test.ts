import { describe, expect, it } from 'vitest';
import { filterChips, removeChip, setPriceRange, toggleFilterOption } from './filter-chips';

describe('filterChips', () => {
  it('has no chips without filters', () => {
    expect(filterChips({})).toEqual([]);
  });

  it('shows one chip per set filter, price as one chip', () => {
    expect(
      filterChips({
        brand: 'Bata',
        color: 'Red',
        size: 'M',
        minPrice: 1500,
        maxPrice: 10000,
        rating: 4,
        sortBy: 'highToLowDiscount',
      }),
    ).toEqual([
      { kind: 'brand', label: 'Bata' },
      { kind: 'color', label: 'Red' },
      { kind: 'size', label: 'M' },
      { kind: 'price', label: 'Rs 1,500 - Rs 10,000' },
      { kind: 'rating', label: '4 Stars & Up' },
      { kind: 'sortBy', label: 'Discount: High to Low' },
    ]);
  });

  it('labels a one-sided or zero range with the slider defaults', () => {
    expect(filterChips({ minPrice: 0 })).toEqual([{ kind: 'price', label: 'Rs 0 - Rs 10,000' }]);
    expect(filterChips({ maxPrice: 10 })).toEqual([{ kind: 'price', label: 'Rs 0 - Rs 10' }]);
  });
});

describe('removeChip', () => {
  it('unsets what the chip stands for and nothing else', () => {
    const filters = { brand: 'Bata', minPrice: 10, maxPrice: 90, rating: 3 as const };
    expect(removeChip(filters, 'price')).toEqual({ brand: 'Bata', rating: 3 });
    expect(removeChip(filters, 'brand')).toEqual({ minPrice: 10, maxPrice: 90, rating: 3 });
    expect(filters).toEqual({ brand: 'Bata', minPrice: 10, maxPrice: 90, rating: 3 });
  });

  it('removing every chip leaves no filters', () => {
    let filters = {
      brand: 'Bata',
      color: 'Red',
      size: 'M',
      minPrice: 10,
      rating: 5 as const,
      sortBy: 'lowToHighPrice' as const,
    };
    for (const chip of filterChips(filters)) filters = removeChip(filters, chip.kind) as typeof filters;
    expect(filters).toEqual({});
  });
});

describe('toggleFilterOption', () => {
  it('keeps one brand, colour and size at a time; checking again clears', () => {
    const one = toggleFilterOption({}, 'brand', 'Bata');
    expect(one).toEqual({ brand: 'Bata' });
    expect(toggleFilterOption(one, 'brand', 'Servis')).toEqual({ brand: 'Servis' });
    expect(toggleFilterOption(one, 'brand', 'Bata')).toEqual({});
    expect(toggleFilterOption(one, 'color', 'Red')).toEqual({ brand: 'Bata', color: 'Red' });
  });
});

describe('setPriceRange', () => {
  it('snaps to the step, clamps to 0..10000 and orders the bounds', () => {
    expect(setPriceRange({}, 14, 9996)).toEqual({ minPrice: 10, maxPrice: 10000 });
    expect(setPriceRange({}, -5, 20000)).toEqual({ minPrice: 0, maxPrice: 10000 });
    expect(setPriceRange({}, 900, 100)).toEqual({ minPrice: 100, maxPrice: 900 });
    expect(setPriceRange({}, Number.NaN, 50)).toEqual({ minPrice: 0, maxPrice: 50 });
  });

  it("snaps and clamps to a host's own range, its steps counted from its minimum", () => {
    const phones = { min: 5_000, max: 300_000, step: 1_000 };
    expect(setPriceRange({}, 42_999, 400_000, phones)).toEqual({ minPrice: 43_000, maxPrice: 300_000 });
    expect(setPriceRange({}, 0, 5_400, phones)).toEqual({ minPrice: 5_000, maxPrice: 5_000 });
  });
});

describe('filterChips with a host range and format', () => {
  it("fills an unset bound from the host's range and writes amounts its way", () => {
    const chips = filterChips(
      { minPrice: 40_000 },
      { priceRange: { min: 0, max: 300_000, step: 1_000 }, formatPrice: (amount) => `PKR ${amount}` },
    );
    expect(chips).toEqual([{ kind: 'price', label: 'PKR 40000 - PKR 300000' }]);
  });
});
