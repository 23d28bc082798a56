import type { SearchBoxLabels } from '../search-box';

/** The search box's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const searchBoxTexts = {
  field: 'Search products',
  placeholder: 'Search in Sauda',
  submit: 'Search',
  recent: 'Recent Searches',
  clearHistory: 'Clear History',
  suggested: 'Suggested Searches',
  live: 'Suggestions',
  listbox: 'Search suggestions',
  loading: 'Loading suggestions...',
  count: (count: number) => `${count} suggestions available.`,
} satisfies Required<SearchBoxLabels>;
