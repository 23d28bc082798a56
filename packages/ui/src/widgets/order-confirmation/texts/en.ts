import type { OrderConfirmationLabels } from '../order-confirmation';

/** The confirmation's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const orderConfirmationTexts = {
  orderNumber: 'Order number',
  orderId: 'Order ID',
  total: 'To pay on delivery',
  paymentMethod: 'Cash on Delivery',
  items: 'Items',
  quantity: 'Qty',
  unnamedProduct: 'Unnamed product',
  address: 'Delivery address',
  next: 'What happens next',
  steps: [
    'The shop confirms your order and packs it.',
    'A courier brings it to your address; you can follow it on the tracking page.',
    (total: string) => `Pay ${total} in cash when it arrives.`,
  ],
  estimate: (date: string) => `Expected by ${date}`,
  track: 'Track your order',
  details: 'View order details',
  continueShopping: 'Continue shopping',
  loading: 'Loading your order',
  empty: 'Order not found.',
} satisfies Required<OrderConfirmationLabels>;
