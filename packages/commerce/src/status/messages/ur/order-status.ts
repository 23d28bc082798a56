import type { OrderStatus } from '../../order-status';
import type { Complete } from '../../../translation';
import type * as en from '../en/order-status';
import type * as ur from './order-status';

/** An order's status as shown to the shopper, in Urdu (an unknown status is shown as it came). */
export const ORDER_STATUS_LABELS: Readonly<Record<Exclude<OrderStatus, 'unknown'>, string>> = {
  pending: 'زیرِ التوا',
  confirmed: 'کنفرم شدہ',
  processing: 'تیاری میں',
  shipped: 'روانہ شدہ',
  delivered: 'ڈیلیور شدہ',
  completed: 'مکمل',
  cancelled: 'منسوخ شدہ',
  return: 'واپس شدہ',
};

/** Fails the type check when a text of `../en/order-status.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
