import type { DialogLabels } from '../dialog';

/** The dialog's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const dialogTexts = {
  close: 'Close',
} satisfies Required<DialogLabels>;
