import type { Coupon } from '../types';
import { NO_MINIMUM_SPEND, amountOff, minimumSpend, percentOff } from './messages/en/voucher';

/** A shop's coupon as its shop lists it (a voucher): the coupon with its dates and how often it was used. */
export interface Voucher extends Coupon {
  shopId: NonNullable<Coupon['shopId']>;
  startDate: Date | null;
  endDate: Date | null;
  /** null = unlimited. */
  usageLimit: number | null;
  usageCount: number;
}

/** True while the voucher is inside its dates and under its usage limit (unknown dates do not refuse it). */
export function isVoucherUsable(
  voucher: Pick<Voucher, 'startDate' | 'endDate' | 'usageLimit' | 'usageCount'>,
  now: Date,
): boolean {
  const started = voucher.startDate === null || voucher.startDate <= now;
  const notEnded = voucher.endDate === null || now <= voucher.endDate;
  const underLimit = voucher.usageLimit === null || voucher.usageCount < voucher.usageLimit;
  return started && notEnded && underLimit;
}

/** The voucher with this code, compared as shoppers type codes (case and surrounding spaces ignored). */
export function findVoucher<V extends Pick<Coupon, 'code'>>(vouchers: readonly V[], code: string): V | undefined {
  const wanted = code.trim().toUpperCase();
  return vouchers.find((voucher) => voucher.code.trim().toUpperCase() === wanted);
}

/** What a voucher takes off: '10% off' or 'Rs 300 off'. */
export function voucherOffer(voucher: Pick<Coupon, 'discountType' | 'discountValue'>): string {
  return voucher.discountType === 'Percentage' ? percentOff(voucher.discountValue) : amountOff(voucher.discountValue);
}

/** The voucher's condition: 'Min. spend Rs 2,000' or 'No minimum spend'. */
export function voucherCondition(voucher: Pick<Coupon, 'minimumOrderValue'>): string {
  return voucher.minimumOrderValue > 0 ? minimumSpend(voucher.minimumOrderValue) : NO_MINIMUM_SPEND;
}
