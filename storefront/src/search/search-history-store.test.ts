// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchHistory, useSearchHistory } from './search-history-store';

describe('recent searches in browser storage', () => {
  beforeEach(() => localStorage.clear());

  it('puts each submitted term first without duplicates, ignores blanks, and clears', () => {
    const { result } = renderHook(() => useSearchHistory());
    act(() => {
      searchHistory.remember('lawn suit');
      searchHistory.remember('  ');
      searchHistory.remember('kurta');
      searchHistory.remember(' lawn suit ');
    });
    expect(result.current).toEqual(['lawn suit', 'kurta']);
    expect(JSON.parse(localStorage.getItem('searchHistory') ?? '[]')).toEqual(['lawn suit', 'kurta']);
    act(() => searchHistory.clear());
    expect(result.current).toEqual([]);
  });

  it('reads anything but a list of strings as no history', () => {
    localStorage.setItem('searchHistory', '"kurta"');
    expect(renderHook(() => useSearchHistory()).result.current).toEqual([]);
  });
});
