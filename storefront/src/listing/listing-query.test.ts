import { describe, expect, it } from 'vitest';
import { listingQueryWith } from './listing-query';

describe('listing query', () => {
  it('keeps the search text and rewrites the filters', () => {
    expect(listingQueryWith('query=lawn&brand=Bata', { brand: 'Khaadi', minPrice: 10, maxPrice: 2000 })).toBe(
      'query=lawn&brand=Khaadi&minPrice=10&maxPrice=2000',
    );
  });

  it('drops every filter when none is set', () => {
    expect(listingQueryWith('brand=Bata&rating=4&sortBy=lowToHighPrice', {})).toBe('');
  });

  it('writes names that need escaping', () => {
    expect(listingQueryWith('', { brand: 'J. & Co' })).toBe('brand=J.%20%26%20Co');
  });
});
