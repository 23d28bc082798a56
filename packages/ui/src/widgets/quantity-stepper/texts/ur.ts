import type { TextsIn } from '../../../lib/kit-texts';
import type { quantityStepperTexts } from './en';

/** The quantity stepper's texts in Urdu. */
export const quantityStepperTextsUr: TextsIn<typeof quantityStepperTexts> = {
  decrease: 'مقدار کم کریں',
  decreaseOf: (itemName) => `${itemName} کی مقدار کم کریں`,
  increase: 'مقدار بڑھائیں',
  increaseOf: (itemName) => `${itemName} کی مقدار بڑھائیں`,
  quantity: 'مقدار',
  quantityOf: (itemName) => `${itemName} کی مقدار`,
};
