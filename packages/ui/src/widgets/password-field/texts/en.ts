import type { PasswordFieldLabels } from '../password-field';

/** The password field's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const passwordFieldTexts = {
  show: 'Show password',
  hide: 'Hide password',
} satisfies Required<PasswordFieldLabels>;
