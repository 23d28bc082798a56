import { orderStatusLabel } from '@sauda/commerce';
import type { OrderDetailsLabels } from '../order-details';

/** The order details' texts in English: their defaults, and the keys of their texts in any other language (`./ur.ts`). */
export const orderDetailsTexts = {
  orderId: 'Order ID',
  fullId: 'Full ID',
  placedOn: 'Placed on',
  status: 'Status',
  statusName: (status: string) => orderStatusLabel(status),
  items: 'Items',
  color: 'Color',
  size: 'Size',
  quantity: 'Qty',
  unnamedProduct: 'Unnamed product',
  address: 'Shipping Address',
  summary: 'Order Summary',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping Fee',
  total: 'Total',
  loading: 'Loading order details',
  empty: 'Order not found.',
  track: 'Track',
  cancel: 'Cancel',
  return: 'Return',
} satisfies Required<OrderDetailsLabels>;
