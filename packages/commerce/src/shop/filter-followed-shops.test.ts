import { describe, expect, it } from 'vitest';
import { filterShopsByName, followersAfter } from './filter-followed-shops';

describe('followed shops', () => {
  const shops = [{ name: 'Ali Traders' }, { name: 'Zara Boutique' }];

  it('filters by name case-insensitively', () => {
    expect(filterShopsByName(shops, 'ali')).toEqual([shops[0]]);
    expect(filterShopsByName(shops, '')).toEqual(shops);
  });

  it('counts followers after follow and unfollow', () => {
    expect(followersAfter(4, 'follow')).toBe(5);
    expect(followersAfter(4, 'unfollow')).toBe(3);
    expect(followersAfter(0, 'unfollow')).toBe(0);
  });
});
