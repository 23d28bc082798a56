import type { Coupon, CouponDiscountType } from '@sauda/commerce';
import type { WireCoupon, WireCouponValidateAnswer } from '../wire/coupons';
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
  return {
    code: coupon.Code,
    discountType: type ?? 'Flat',
    discountValue: type === null ? 0 : coupon.DiscountValue,
    minimumOrderValue: coupon.MinimumOrderValue ?? 0,
    ...(shopId === null ? {} : { shopId }),
  };
}

/** The coupon validation answer (the legacy `discountAmount` is a 2-decimal string). */
export function toCouponValidation(answer: WireCouponValidateAnswer): CouponValidation {
  return {
    coupon: toCoupon(answer.coupon),
    discountAmount: answer.discountAmount,
    message: answer.message?.trim() || 'Coupon applied successfully.',
  };
}
