import { isSubmittableSearch, pickSuggestedSearches, searchPage, searchPath } from '@sauda/commerce';
import type { SearchBoxProps } from '@sauda/ui';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { loadCatalogueClients, searchApi } from '../api/catalogue-api';
import { useItemCategories } from '../data/use-catalogue';
import { searchHistory, useSearchHistory } from './search-history-store';

/** Waits this long after the last keystroke before asking the server for suggestions. */
const SUGGEST_DELAY_MS = 200;

/** The text after the shopper stopped typing for a moment. */
function useSettled(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), delay);
    return () => window.clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/**
 * The header's search (§2.2, §4): recent searches with 'Clear History', eight suggested searches picked at random
 * from the items, live suggestions (distinct category names of the search answer) while typing; a non-blank submit
 * goes first in the history and opens /search. A failed suggestion call is only logged (§8).
 */
export function useHeaderSearch(): SearchBoxProps {
  const [, navigate] = useLocation();
  const history = useSearchHistory();
  const { data: items } = useItemCategories();
  const suggested = useMemo(() => (items ? pickSuggestedSearches(items) : []), [items]);
  const [text, setText] = useState('');
  const settled = useSettled(text.trim(), SUGGEST_DELAY_MS);
  const { data, isLoading } = useSWR(
    settled ? ['suggestions', settled] : null,
    ([, query]) => searchApi.products({ query, perPage: 50 }),
    { onError: (error: unknown) => console.warn('Search suggestions failed', error), shouldRetryOnError: false },
  );

  const submit = (value: string) => {
    if (!isSubmittableSearch(value)) return;
    searchHistory.remember(value.trim());
    navigate(searchPath(value));
  };

  return {
    onSubmit: submit,
    // With scripts off, or should the storefront fail to load, a search typed in the header still finds its results.
    action: searchPage.path,
    name: searchPage.param,
    onQueryChange: (value: string) => {
      setText(value);
      // The suggestions' code (loaded with the first call) starts with the first keystroke, while the box waits for
      // the shopper to pause.
      if (value.trim()) loadCatalogueClients().catch(() => undefined);
    },
    onClearHistory: searchHistory.clear,
    recentSearches: history,
    suggestedSearches: suggested,
    suggestions: text.trim() && settled === text.trim() ? (data?.suggestions ?? []) : [],
    isLoading: text.trim() !== '' && (settled !== text.trim() || isLoading),
  };
}
