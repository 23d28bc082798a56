import type { CallOptions } from '../core/http';
import { validateCoupon } from '../endpoints/coupons';
import { toCouponValidation, type CouponValidation } from '../normalise/coupons';
import type { CouponValidateBody } from '../wire/coupons';
import type { Call } from './call';

/** `coupons`. */
export function couponsClient(call: Call) {
  return {
    /** `POST /coupons/validate`: the coupon and its discount in rupees. */
    validate: async (body: CouponValidateBody, options?: CallOptions): Promise<CouponValidation> =>
      toCouponValidation(await call(validateCoupon, { json: body }, options)),
  };
}
