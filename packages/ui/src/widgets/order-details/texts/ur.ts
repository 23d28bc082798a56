import { URDU_ORDER_STATUS_NAMES, orderStatusLabel } from '@sauda/commerce';
import type { TextsIn } from '../../../lib/kit-texts';
import type { orderDetailsTexts } from './en';

/** The order details' texts in Urdu. */
export const orderDetailsTextsUr: TextsIn<typeof orderDetailsTexts> = {
  orderId: 'آرڈر آئی ڈی',
  fullId: 'مکمل آئی ڈی',
  placedOn: 'آرڈر کی تاریخ',
  status: 'صورتحال',
  statusName: (status) => orderStatusLabel(status, URDU_ORDER_STATUS_NAMES),
  items: 'اشیاء',
  color: 'رنگ',
  size: 'سائز',
  quantity: 'تعداد',
  unnamedProduct: 'بے نام پروڈکٹ',
  address: 'شپنگ ایڈریس',
  summary: 'آرڈر کا خلاصہ',
  subtotal: 'سب ٹوٹل',
  discount: 'ڈسکاؤنٹ',
  shipping: 'شپنگ فیس',
  total: 'کل رقم',
  loading: 'آرڈر کی تفصیلات لوڈ ہو رہی ہیں',
  empty: 'آرڈر نہیں ملا۔',
  track: 'ٹریک کریں',
  cancel: 'منسوخ کریں',
  return: 'واپس کریں',
};
