import { formatPrice } from '../../../format/price';

// A shop's voucher as its chips and cards word it (`voucherOffer`, `voucherCondition`).
/** '10% off'. */
export function percentOff(percent: number): string {
  return `${percent}% off`;
}
/** 'Rs 300 off'. */
export function amountOff(amount: number): string {
  return `${formatPrice(amount)} off`;
}
/** 'Min. spend Rs 2,000'. */
export function minimumSpend(amount: number): string {
  return `Min. spend ${formatPrice(amount)}`;
}
export const NO_MINIMUM_SPEND = 'No minimum spend';
