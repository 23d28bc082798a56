import type { OrderStatus } from './order-status';
import type { RequestStatus } from './request-status';

/*
 * The statuses' names in Urdu, once: the Urdu storefront reads them as commerce's Urdu messages
 * (`messages/ur/order-status.ts`, `messages/ur/request-status.ts` re-export them), and the kit's Urdu texts
 * (`@sauda/ui/texts/ur`, which a host uses at run time without the storefront's build) import them from the package.
 */

/** An order's status as shown to the shopper, in Urdu (an unknown status is shown as it came). */
export const URDU_ORDER_STATUS_NAMES: Readonly<Record<Exclude<OrderStatus, 'unknown'>, string>> = {
  pending: 'زیرِ التوا',
  confirmed: 'کنفرم شدہ',
  processing: 'تیاری میں',
  shipped: 'روانہ شدہ',
  delivered: 'ڈیلیور شدہ',
  completed: 'مکمل',
  cancelled: 'منسوخ شدہ',
  return: 'واپس شدہ',
};

/** A return's or cancellation's status as shown to the shopper, in Urdu. */
export const URDU_REQUEST_STATUS_NAMES: Readonly<Record<RequestStatus, string>> = {
  Pending: 'زیرِ التوا',
  Approved: 'منظور شدہ',
  Declined: 'مسترد',
};
