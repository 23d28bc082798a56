import type { PaymentMethodLabels } from '../payment-method';

/** The payment method's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const paymentMethodTexts = {
  title: 'Payment Method',
  cashOnDelivery: 'Cash on Delivery',
  description: 'Pay with cash when your order is delivered.',
} satisfies Required<PaymentMethodLabels>;
