import type { QuantityStepperLabels } from '../quantity-stepper';

/**
 * The quantity stepper's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`).
 */
export const quantityStepperTexts = {
  decrease: 'Decrease quantity',
  decreaseOf: (itemName: string) => `Decrease quantity of ${itemName}`,
  increase: 'Increase quantity',
  increaseOf: (itemName: string) => `Increase quantity of ${itemName}`,
  quantity: 'Quantity',
  quantityOf: (itemName: string) => `Quantity of ${itemName}`,
} satisfies Required<QuantityStepperLabels>;
