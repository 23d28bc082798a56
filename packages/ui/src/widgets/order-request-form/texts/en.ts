import type { OrderRequestFormLabels } from '../order-request-form';

/**
 * The order request forms' shared texts in English: their defaults, and the keys of their texts in any other language
 * (`./ur.ts`). Each kind's own texts are in its folder (`cancel-order-form`, `return-order-form`).
 */
export const orderRequestFormTexts = {
  orderId: 'Order ID',
  submitting: 'Submitting...',
} satisfies Required<OrderRequestFormLabels>;
