import type { TextsIn } from '../../../lib/kit-texts';
import type { selectTexts } from './en';

/** The select's texts in Urdu. */
export const selectTextsUr: TextsIn<typeof selectTexts> = {
  placeholder: 'کوئی ایک منتخب کریں',
};
