import type { TextsIn } from '../../../lib/kit-texts';
import type { otpInputTexts } from './en';

/** The code input's texts in Urdu. */
export const otpInputTextsUr: TextsIn<typeof otpInputTexts> = {
  digitLabel: (position, length) => `${length} میں سے ہندسہ ${position}`,
};
