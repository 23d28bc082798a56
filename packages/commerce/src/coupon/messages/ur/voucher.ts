import { formatPrice } from '../../../format/price';
import type { Complete } from '../../../translation';
import type * as en from '../en/voucher';
import type * as ur from './voucher';

// A shop's voucher as its chips and cards word it, in Urdu.
/** '10% رعایت'. */
export function percentOff(percent: number): string {
  return `${percent}% رعایت`;
}
/** 'Rs 300 کی رعایت'. */
export function amountOff(amount: number): string {
  return `${formatPrice(amount)} کی رعایت`;
}
/** 'کم از کم خریداری Rs 2,000'. */
export function minimumSpend(amount: number): string {
  return `کم از کم خریداری ${formatPrice(amount)}`;
}
export const NO_MINIMUM_SPEND = 'کم از کم خریداری کی کوئی شرط نہیں';

/** Fails the type check when a text of `../en/voucher.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
