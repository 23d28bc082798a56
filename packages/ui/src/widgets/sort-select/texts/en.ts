import { SORT_LABELS } from '@sauda/commerce';
import type { SortSelectLabels } from '../sort-select';

/** The sort select's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const sortSelectTexts = {
  label: 'Sort by',
  placeholder: 'Default order',
  sorts: SORT_LABELS,
} satisfies Required<SortSelectLabels>;
