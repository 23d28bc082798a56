import { isApiError } from '@sauda/api';
import {
  cartSubtotal,
  COUPON_APPLIED_MESSAGE,
  COUPON_FAILED_MESSAGE,
  COUPON_INVALID_MESSAGE,
  couponDiscount,
  couponOrderValue,
  type CartLine,
} from '@sauda/commerce';
import { toast } from '@sauda/ui';
import { useState } from 'react';
import { couponsApi } from '../api/coupons-api';

/** The coupon states of §4: none, applied (with its discount), or back to none with an error. */
export interface CouponState {
  code: string | null;
  discount: number;
  error: string | null;
  isApplying: boolean;
}

const none: CouponState = { code: null, discount: 0, error: null, isApplying: false };

/**
 * Applies a coupon: the server validates the code, commerce computes the discount on the coupon's shop subtotal
 * (or the whole cart when the coupon names no shop) and enforces the minimum with the spec's message. Any failure
 * resets the discount to zero (§8).
 */
export function useCoupon(lines: readonly CartLine[]) {
  const [state, setState] = useState<CouponState>(none);

  const apply = async (code: string) => {
    setState({ ...none, isApplying: true });
    try {
      const { coupon } = await couponsApi.validate({ couponCode: code, orderValue: cartSubtotal(lines) });
      const result = couponDiscount(coupon, couponOrderValue(lines, coupon));
      if (!result.ok) {
        setState({ ...none, error: result.error });
        return;
      }
      setState({ code: coupon.code || code, discount: result.discount, error: null, isApplying: false });
      toast.success(COUPON_APPLIED_MESSAGE);
    } catch (error) {
      const message = isApiError(error)
        ? (error.serverMessage ?? (error.kind === 'http' ? COUPON_INVALID_MESSAGE : COUPON_FAILED_MESSAGE))
        : COUPON_FAILED_MESSAGE;
      setState({ ...none, error: message });
    }
  };

  return { ...state, apply, remove: () => setState(none) };
}
