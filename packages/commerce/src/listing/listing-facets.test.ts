import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test-support/make-product';
import { countFacets, facetChoice } from './listing-facets';

const sized = (id: string, brand: string, color: string, sizes: string[], price: number) =>
  makeProduct({
    id,
    brand,
    categoryName: 'fashion',
    variants: [
      {
        color,
        price,
        oldPrice: null,
        discount: null,
        sizes: sizes.map((size) => ({ size, price, oldPrice: null, discount: null })),
      },
    ],
  });

const catalogue = [
  sized('a', 'Khaadi', 'Red', ['M', 'L'], 1000),
  sized('b', 'Khaadi', 'red ', ['m'], 3000),
  sized('c', 'Bata', 'Blue', ['42'], 500),
  sized('d', 'Bata', 'Blue', ['M'], 8000),
  sized('e', 'Sapphire', 'Red', ['S'], 2000),
];

describe('countFacets', () => {
  it('counts each option once per product, case-insensitively under its first spelling, most products first', () => {
    expect(countFacets(catalogue, {})).toEqual({
      brands: [
        { value: 'Bata', count: 2 },
        { value: 'Khaadi', count: 2 },
        { value: 'Sapphire', count: 1 },
      ],
      colors: [
        { value: 'Red', count: 3 },
        { value: 'Blue', count: 2 },
      ],
      sizes: [
        { value: 'M', count: 3 },
        { value: '42', count: 1 },
        { value: 'L', count: 1 },
        { value: 'S', count: 1 },
      ],
      price: { min: 500, max: 8000 },
      exact: true,
    });
  });

  it('counts over the products matching every filter, as the reference server does', () => {
    const facets = countFacets(catalogue, { color: 'Red', maxPrice: 2500 });
    // Red up to Rs 2,500: a (Khaadi, Rs 1,000) and e (Sapphire, Rs 2,000).
    expect(facets.brands).toEqual([
      { value: 'Khaadi', count: 1 },
      { value: 'Sapphire', count: 1 },
    ]);
    expect(facets.colors).toEqual([{ value: 'Red', count: 2 }]);
    expect(facets.sizes.map((size) => size.value)).toEqual(['L', 'M', 'S']);
    expect(facets.price).toEqual({ min: 1000, max: 2000 });
  });

  it('counts no sizes where the size filter does not work, and no price when nothing matches', () => {
    const bottle = makeProduct({
      id: 'z',
      categoryName: 'kitchen',
      colorVariants: [{ color: 'Silver', price: 900, oldPrice: null, discount: null }],
    });
    expect(countFacets([bottle], {}).sizes).toEqual([]);
    expect(countFacets([bottle], { rating: 5 }).price).toBeNull();
    expect(countFacets([], {})).toEqual({ brands: [], colors: [], sizes: [], price: null, exact: true });
  });
});

describe('facetChoice', () => {
  const colours = [
    { value: 'Red', count: 3 },
    { value: 'RED', count: 1 },
    { value: 'Blue', count: 2 },
  ];

  it('offers each value once and spells the chosen one as the facet does', () => {
    expect(facetChoice(colours, 'red')).toEqual({
      options: [
        { value: 'Red', count: 3 },
        { value: 'Blue', count: 2 },
      ],
      selected: 'Red',
    });
    expect(facetChoice(colours, undefined).selected).toBeUndefined();
  });

  it('keeps a chosen value the facet lacks, with no products, so it can be cleared', () => {
    expect(facetChoice(colours, 'Green').options.at(-1)).toEqual({ value: 'Green', count: 0 });
    // Brands match exactly.
    expect(facetChoice([{ value: 'Khaadi', count: 2 }], 'khaadi', { matchCase: true })).toEqual({
      options: [
        { value: 'Khaadi', count: 2 },
        { value: 'khaadi', count: 0 },
      ],
      selected: 'khaadi',
    });
  });
});
