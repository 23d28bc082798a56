/** A question with its answer. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** A titled group of questions ('For Customers', 'For Vendors'). */
export interface FaqGroup<T extends FaqEntry = FaqEntry> {
  title: string;
  entries: T[];
}

/** Questions whose text contains the query, case-insensitively (answers are not searched); blank shows all. */
export function filterFaq<T extends { question: string }>(entries: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return entries.slice();
  return entries.filter((entry) => entry.question.toLowerCase().includes(needle));
}

/** `filterFaq` over groups, keeping every group (possibly empty) so headings stay stable. */
export function filterFaqGroups<T extends FaqEntry>(groups: readonly FaqGroup<T>[], query: string): FaqGroup<T>[] {
  return groups.map((group) => ({ ...group, entries: filterFaq(group.entries, query) }));
}
