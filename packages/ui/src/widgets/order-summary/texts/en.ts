import type { OrderSummaryLabels } from '../order-summary';

/** The order summary's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const orderSummaryTexts = {
  title: 'Order Summary',
  subtotal: (count: number) => `Subtotal (${count} items)`,
  shipping: 'Shipping Fee',
  discount: 'Discount',
  total: 'Total',
  checkout: (count: number) => `Checkout (${count})`,
  loading: 'Loading order summary',
} satisfies Required<OrderSummaryLabels>;
