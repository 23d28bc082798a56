import type { SelectLabels } from '../select';

/** The select's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const selectTexts = {
  placeholder: 'Select an option',
} satisfies Required<SelectLabels>;
