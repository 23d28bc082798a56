import type { FilterDrawerLabels } from '../filter-drawer';

/** The filter drawer's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const filterDrawerTexts = {
  trigger: 'Filters',
  title: 'Filters',
  activeCount: (count: number) => `${count} active`,
  done: 'Done',
  close: 'Close',
} satisfies Required<FilterDrawerLabels>;
