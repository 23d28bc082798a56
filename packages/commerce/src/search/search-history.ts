/**
 * Puts a search term at the front of the history, removing earlier copies; blank terms leave it unchanged.
 * The term is trimmed; returns a new array.
 */
export function addToSearchHistory(history: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (trimmed === '') return history.slice();
  return [trimmed, ...history.filter((entry) => entry !== trimmed)];
}

/** 'Clear History': an empty history. */
export function clearSearchHistory(): string[] {
  return [];
}
