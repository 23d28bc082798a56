import type { OrderActionsLabels } from '../order-actions';

/** The order actions' texts in English: their defaults, and the keys of their texts in any other language (`./ur.ts`). */
export const orderActionsTexts = {
  track: 'Track',
  cancel: 'Cancel',
  return: 'Return',
  actionName: (action: string, orderName: string) => `${action} ${orderName}`,
} satisfies Required<OrderActionsLabels>;
