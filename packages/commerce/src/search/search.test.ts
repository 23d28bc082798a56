import { describe, expect, it } from 'vitest';
import { seededRandom } from '../test-support/make-product';
import { addToSearchHistory, clearSearchHistory } from './search-history';
import { distinctNames, pickSuggestedSearches } from './suggestions';

describe('search history', () => {
  it('puts the term at the front and removes duplicates', () => {
    expect(addToSearchHistory(['shoes', 'lawn', 'bags'], 'lawn')).toEqual(['lawn', 'shoes', 'bags']);
    expect(addToSearchHistory([], ' kurta ')).toEqual(['kurta']);
  });

  it('ignores blank terms and does not mutate', () => {
    const history = ['a'];
    expect(addToSearchHistory(history, '  ')).toEqual(['a']);
    addToSearchHistory(history, 'b');
    expect(history).toEqual(['a']);
  });

  it('clears', () => {
    expect(clearSearchHistory()).toEqual([]);
  });
});

describe('suggestions', () => {
  it('picks up to eight distinct named items, deterministically with a seed', () => {
    const items = [
      ...Array.from({ length: 12 }, (_, i) => ({ name: `Item ${i}` })),
      { name: null },
      { name: ' ' },
      { name: 'Item 1' },
    ];
    const picked = pickSuggestedSearches(items, seededRandom(1));
    expect(picked).toHaveLength(8);
    expect(new Set(picked).size).toBe(8);
    expect(pickSuggestedSearches(items, seededRandom(1))).toEqual(picked);
    expect(pickSuggestedSearches([{ name: 'a' }], seededRandom(1))).toEqual(['a']);
  });

  it('lists distinct category names in first-seen order', () => {
    expect(distinctNames(['Shoes', 'Bags', 'Shoes', null, ' '])).toEqual(['Shoes', 'Bags']);
  });
});
