import type { TextsIn } from '../../../lib/kit-texts';
import type { orderRequestFormTexts } from './en';

/** The order request forms' shared texts in Urdu. */
export const orderRequestFormTextsUr: TextsIn<typeof orderRequestFormTexts> = {
  orderId: 'آرڈر آئی ڈی',
  submitting: 'جمع کیا جا رہا ہے...',
};
