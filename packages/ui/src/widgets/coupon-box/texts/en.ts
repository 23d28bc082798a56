import type { CouponBoxLabels } from '../coupon-box';

/** The coupon box's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const couponBoxTexts = {
  field: 'Coupon code',
  placeholder: 'Enter coupon code',
  apply: 'Apply',
  applying: 'Applying...',
  remove: 'Remove',
  removeLabel: (code: string) => `Remove coupon ${code}`,
  applied: (code: string, amount: string) => `Coupon ${code} applied: ${amount} off`,
  empty: 'Please enter a coupon code.',
} satisfies Required<CouponBoxLabels>;
