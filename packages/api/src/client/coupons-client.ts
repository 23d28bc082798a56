import { findVoucher, type Voucher } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import { listShopCoupons, validateCoupon } from '../endpoints/coupons';
import { toCouponValidation, toUsableVouchers, type CouponValidation } from '../normalise/coupons';
import type { CouponValidateBody } from '../wire/coupons';
import type { Call } from './call';

/** `coupons`. */
export function couponsClient(call: Call) {
  const byShop = async (shopId: string, options?: CallOptions): Promise<Voucher[]> =>
    toUsableVouchers(await call(listShopCoupons, { params: { shopId } }, options));

  return {
    /** `POST /coupons/validate`: the coupon and its discount in rupees. */
    validate: async (body: CouponValidateBody, options?: CallOptions): Promise<CouponValidation> =>
      toCouponValidation(await call(validateCoupon, { json: body }, options)),
    /** `GET /coupons/vendor/{shopId}`: the shop's vouchers a shopper can use now, smallest minimum first. */
    byShop,
    /**
     * The voucher with this code among the given shops' vouchers, or null. The legacy validate answer names no shop
     * (contract §3.9), so this is how a coupon's shop is found: through the vouchers of the shops in the cart.
     */
    findAmongShops: async (
      code: string,
      shopIds: readonly string[],
      options?: CallOptions,
    ): Promise<Voucher | null> => {
      const lists = await Promise.all(shopIds.map((shopId) => byShop(shopId, options)));
      return findVoucher(lists.flat(), code) ?? null;
    },
  };
}
