import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test-support/make-product';
import { optionsInListing } from './listing-options';

const lists = {
  brands: ['Bata', 'Khaadi', 'Servis', 'khaadi'],
  colours: ['Black', 'Red', 'Teal'],
  sizes: ['S', 'M', '42'],
};

describe('optionsInListing', () => {
  const products = [
    makeProduct({ brand: 'Khaadi', colorVariants: [{ color: 'teal', price: 1, oldPrice: null, discount: null }] }),
    makeProduct({
      brand: 'Bata',
      variants: [
        {
          color: 'Black',
          price: 0,
          oldPrice: null,
          discount: null,
          sizes: [{ size: '42', price: 1, oldPrice: null, discount: null }],
        },
      ],
    }),
  ];

  it('keeps the options some product carries, once, in the list order', () => {
    expect(optionsInListing(products, lists)).toEqual({
      brands: ['Bata', 'Khaadi'],
      colours: ['Black', 'Teal'],
      sizes: ['42'],
    });
  });

  it('keeps a selected option even when no product carries it', () => {
    expect(optionsInListing(products, lists, { brand: 'Servis', size: 'M' })).toEqual({
      brands: ['Bata', 'Khaadi', 'Servis'],
      colours: ['Black', 'Teal'],
      sizes: ['M', '42'],
    });
  });

  it('offers nothing for an empty listing', () => {
    expect(optionsInListing([], lists)).toEqual({ brands: [], colours: [], sizes: [] });
  });
});
