import { normaliseOrderStatus, type OrderStatus } from '@sauda/commerce';
import type { TextsIn } from '../../../lib/kit-texts';
import type { orderCardTexts } from './en';

const ORDER_STATUSES_UR: Record<Exclude<OrderStatus, 'unknown'>, string> = {
  pending: 'زیرِ التوا',
  confirmed: 'کنفرم شدہ',
  processing: 'تیاری میں',
  shipped: 'روانہ شدہ',
  delivered: 'ڈیلیور شدہ',
  completed: 'مکمل',
  cancelled: 'منسوخ شدہ',
  return: 'واپس شدہ',
};

/** An order's status in Urdu, read like commerce's `orderStatusLabel` (an unknown status as it came). */
export function orderStatusUr(status: string): string {
  const known = normaliseOrderStatus(status);
  return known === 'unknown' ? status.trim() : ORDER_STATUSES_UR[known];
}

/** The order card's texts in Urdu. */
export const orderCardTextsUr: TextsIn<typeof orderCardTexts> = {
  orderId: 'آرڈر آئی ڈی',
  fullId: 'مکمل آئی ڈی',
  copy: 'آرڈر آئی ڈی کاپی کریں',
  copied: 'آرڈر آئی ڈی کاپی ہو گئی',
  copyFailed: 'آرڈر آئی ڈی کاپی نہیں ہو سکی',
  date: 'تاریخ',
  total: 'کل رقم',
  status: 'صورتحال',
  statusName: orderStatusUr,
  viewDetails: 'تفصیلات دیکھیں',
  viewDetailsName: (action, orderName) => `${orderName}، ${action}`,
  track: 'ٹریک کریں',
  cancel: 'منسوخ کریں',
  return: 'واپس کریں',
};
