import { URDU_ORDER_STATUS_NAMES, orderStatusLabel } from '@sauda/commerce';
import type { TextsIn } from '../../../lib/kit-texts';
import type { orderCardTexts } from './en';

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
  statusName: (status) => orderStatusLabel(status, URDU_ORDER_STATUS_NAMES),
  viewDetails: 'تفصیلات دیکھیں',
  viewDetailsName: (action, orderName) => `${orderName}، ${action}`,
  track: 'ٹریک کریں',
  cancel: 'منسوخ کریں',
  return: 'واپس کریں',
};
