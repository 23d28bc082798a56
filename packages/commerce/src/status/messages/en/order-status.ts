import type { OrderStatus } from '../../order-status';

/** An order's status as shown to the shopper (an unknown status is shown as it came). */
export const ORDER_STATUS_LABELS: Readonly<Record<Exclude<OrderStatus, 'unknown'>, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  return: 'Returned',
};
