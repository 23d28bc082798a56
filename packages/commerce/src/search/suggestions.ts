/** How many suggested searches the header shows. */
export const SUGGESTED_SEARCHES_COUNT = 8;

/**
 * Picks up to eight random names (entries without a name are skipped, repeats removed) for 'Suggested Searches'.
 * `random` is injectable so tests and server renders are deterministic.
 */
export function pickSuggestedSearches(
  items: readonly { name?: string | null }[],
  random: () => number = Math.random,
  count: number = SUGGESTED_SEARCHES_COUNT,
): string[] {
  const names = Array.from(new Set(items.map((item) => item.name?.trim() ?? '').filter((name) => name !== '')));
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [names[i], names[j]] = [names[j] as string, names[i] as string];
  }
  return names.slice(0, count);
}

/** The live suggestions: distinct, non-blank category names in first-seen order. */
export function distinctNames(names: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const name of names) {
    const trimmed = name?.trim() ?? '';
    if (trimmed !== '' && !seen.has(trimmed)) {
      seen.add(trimmed);
      result.push(trimmed);
    }
  }
  return result;
}
