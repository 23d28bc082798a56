import { orderStatusLabel } from '@sauda/commerce';
import type { OrderCardLabels } from '../order-card';

/** The order card's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const orderCardTexts = {
  orderId: 'Order ID',
  fullId: 'Full ID',
  copy: 'Copy order ID',
  copied: 'Order ID copied',
  copyFailed: 'Could not copy the order ID',
  date: 'Date',
  total: 'Total',
  status: 'Status',
  statusName: (status: string) => orderStatusLabel(status),
  viewDetails: 'View Details',
  viewDetailsName: (action: string, orderName: string) => `${action}, ${orderName}`,
  track: 'Track',
  cancel: 'Cancel',
  return: 'Return',
} satisfies Required<OrderCardLabels>;
