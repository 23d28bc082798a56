import { URDU_REQUEST_STATUS_NAMES, returnStatusLabel } from '@sauda/commerce';
import type { TextsIn } from '../../../lib/kit-texts';
import type { requestCardTexts } from './en';

/** The request cards' shared texts in Urdu. */
export const requestCardTextsUr: TextsIn<typeof requestCardTexts> = {
  status: 'صورتحال',
  statusName: (status) => returnStatusLabel(status, URDU_REQUEST_STATUS_NAMES),
  viewProducts: 'پروڈکٹس دیکھیں',
  hideDetails: 'تفصیلات چھپائیں',
  products: 'پروڈکٹس',
  quantity: 'تعداد',
  total: 'کل رقم',
  noProducts: 'اس درخواست میں کوئی پروڈکٹ نہیں۔',
  order: 'آرڈر',
  copyId: 'مکمل آئی ڈی کاپی کریں',
  copied: 'کاپی ہو گئی',
  copyFailed: 'آئی ڈی کاپی نہیں ہو سکی',
};
