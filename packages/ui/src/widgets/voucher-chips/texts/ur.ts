import type { TextsIn } from '../../../lib/kit-texts';
import type { voucherChipsTexts } from './en';

/** The voucher chips' texts in Urdu. */
export const voucherChipsTextsUr: TextsIn<typeof voucherChipsTexts> = {
  heading: 'دکان کے واؤچرز',
  apply: 'لاگو کریں',
  applied: 'لاگو ہو گیا',
  applying: 'لاگو ہو رہا ہے...',
  empty: 'فی الحال کوئی واؤچر نہیں۔',
  percentOff: (percent) => `${percent}% رعایت`,
  amountOff: (amount) => `${amount} کی رعایت`,
  minimumSpend: (amount) => `کم از کم خریداری ${amount}`,
  noMinimumSpend: 'کم از کم خریداری کی کوئی شرط نہیں',
};
