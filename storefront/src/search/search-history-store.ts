import { addToSearchHistory, clearSearchHistory, parseStoredSearchHistory } from '@sauda/commerce';
import { readStored, storageKeys, useStored, writeStored } from '../storage/browser-storage';

const none: string[] = [];

/** Recent searches under `searchHistory`, newest first. */
export function useSearchHistory(): string[] {
  return useStored(storageKeys.searchHistory, parseStoredSearchHistory, none);
}

/** Puts a submitted term at the front (duplicates removed), or 'Clear History'. */
export const searchHistory = {
  remember: (term: string) =>
    writeStored(
      storageKeys.searchHistory,
      addToSearchHistory(readStored(storageKeys.searchHistory, parseStoredSearchHistory, none), term),
    ),
  clear: () => writeStored(storageKeys.searchHistory, clearSearchHistory()),
};
