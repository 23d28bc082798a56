import { searchPage } from '@sauda/commerce';

/** The search page's query: the address's `query`, trimmed ('' when there is none). */
export function searchQuery(search: URLSearchParams): string {
  return (search.get(searchPage.param) ?? '').trim();
}
