import type { VoucherChipsLabels } from '../voucher-chips';

/** The voucher chips' texts in English: their defaults, and the keys of their texts in any other language (`./ur.ts`). */
export const voucherChipsTexts = {
  heading: 'Shop vouchers',
  apply: 'Apply',
  applied: 'Applied',
  applying: 'Applying...',
  empty: 'No vouchers right now.',
  percentOff: (percent: number) => `${percent}% off`,
  amountOff: (amount: string) => `${amount} off`,
  minimumSpend: (amount: string) => `Min. spend ${amount}`,
  noMinimumSpend: 'No minimum spend',
} satisfies Required<VoucherChipsLabels>;
