import type { OrderStatusTabsLabels } from '../order-status-tabs';

/** The status tabs' texts in English: their defaults, and the keys of their texts in any other language (`./ur.ts`). */
export const orderStatusTabsTexts = {
  tabs: 'Order status',
  all: 'All',
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
} satisfies Required<OrderStatusTabsLabels>;
