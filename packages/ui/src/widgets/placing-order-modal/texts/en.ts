import type { PlacingOrderModalLabels } from '../placing-order-modal';

/** The placing-order modal's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const placingOrderModalTexts = {
  message: 'Placing your order...',
} satisfies Required<PlacingOrderModalLabels>;
