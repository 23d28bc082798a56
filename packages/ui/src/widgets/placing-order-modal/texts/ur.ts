import type { TextsIn } from '../../../lib/kit-texts';
import type { placingOrderModalTexts } from './en';

/** The placing-order modal's texts in Urdu. */
export const placingOrderModalTextsUr: TextsIn<typeof placingOrderModalTexts> = {
  message: 'آپ کا آرڈر دیا جا رہا ہے...',
};
