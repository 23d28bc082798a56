import { requestStatus, type RequestStatus } from '@sauda/commerce';
import type { TextsIn } from '../../../lib/kit-texts';
import type { requestCardTexts } from './en';

const REQUEST_STATUSES_UR: Record<RequestStatus, string> = {
  Pending: 'زیرِ التوا',
  Approved: 'منظور شدہ',
  Declined: 'مسترد',
};

/** The request cards' shared texts in Urdu. */
export const requestCardTextsUr: TextsIn<typeof requestCardTexts> = {
  status: 'صورتحال',
  statusName: (status) => {
    const known = requestStatus(status);
    return known ? REQUEST_STATUSES_UR[known] : status.trim();
  },
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
