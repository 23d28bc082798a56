import { isVoucherUsable, type Coupon, type CouponDiscountType, type Voucher } from '@sauda/commerce';
import type { WireCoupon, WireCouponValidateAnswer, WireShopCoupon } from '../wire/coupons';
import { toOptionalId } from './shared';

/** A validated coupon and what it takes off the order value the server was given. */
export interface CouponValidation {
  coupon: Coupon;
  /** Rupees. */
  discountAmount: number;
  message: string;
}

function discountTypeOf(type: string): CouponDiscountType | null {
  const lower = type.trim().toLowerCase();
  if (lower === 'percentage') return 'Percentage';
  if (lower === 'flat') return 'Flat';
  return null;
}

/** A coupon; an unknown discount type gives no discount (as the legacy server computes it). */
export function toCoupon(coupon: WireCoupon): Coupon {
  const type = discountTypeOf(coupon.DiscountType);
  const shopId = toOptionalId(coupon.VendorId);
  const shopName = coupon.ShopName?.trim();
  return {
    code: coupon.Code,
    discountType: type ?? 'Flat',
    discountValue: type === null ? 0 : coupon.DiscountValue,
    minimumOrderValue: coupon.MinimumOrderValue ?? 0,
    ...(shopId === null ? {} : { shopId }),
    ...(shopName ? { shopName } : {}),
  };
}

function toDate(value: string | null | undefined): Date | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** A shop's coupon row as a voucher. */
export function toVoucher(row: WireShopCoupon): Voucher {
  return {
    ...toCoupon(row),
    shopId: toOptionalId(row.VendorId) ?? '',
    startDate: toDate(row.StartDate),
    endDate: toDate(row.EndDate),
    usageLimit: row.UsageLimit,
    usageCount: row.UsageCount ?? 0,
  };
}

/**
 * The vouchers a shopper can use now, smallest minimum first: the legacy backend lists every coupon of the shop,
 * expired and used-up ones too, and a coupon of unknown type (which gives nothing) is no voucher.
 */
export function toUsableVouchers(rows: readonly WireShopCoupon[], now = new Date()): Voucher[] {
  return rows
    .filter((row) => discountTypeOf(row.DiscountType) !== null)
    .map(toVoucher)
    .filter((voucher) => isVoucherUsable(voucher, now))
    .sort((a, b) => a.minimumOrderValue - b.minimumOrderValue);
}

/** The coupon validation answer (the legacy `discountAmount` is a 2-decimal string). */
export function toCouponValidation(answer: WireCouponValidateAnswer): CouponValidation {
  return {
    coupon: toCoupon(answer.coupon),
    discountAmount: answer.discountAmount,
    message: answer.message?.trim() || 'Coupon applied successfully.',
  };
}
