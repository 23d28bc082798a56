import type { TextsIn } from '../../../lib/kit-texts';
import type { dialogTexts } from './en';

/** The dialog's texts in Urdu. */
export const dialogTextsUr: TextsIn<typeof dialogTexts> = {
  close: 'بند کریں',
};
