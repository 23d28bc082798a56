import { couponDiscount } from '@sauda/commerce';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { HttpError, answerHttpError, refuse } from '../errors';
import {
  COUPON_CODE_MAX,
  COUPON_CODE_TOO_LONG,
  couponIsUsable,
  couponShopName,
  findCoupon,
  INVALID_COUPON_MESSAGE,
  toCouponRule,
  usableShopCoupons,
  type CouponRow,
} from '../orders/coupon-rules';
import { readBody, uuidParam } from '../validate';

const REQUIRED = 'Coupon code and order value are required.';

const validateSchema = z.object({
  couponCode: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(COUPON_CODE_MAX, COUPON_CODE_TOO_LONG),
  orderValue: z.number({ error: REQUIRED }).positive(REQUIRED).max(100_000_000, 'Order value is too large.'),
});

function couponWire(coupon: CouponRow, shopName: string | undefined) {
  return {
    CouponId: coupon.id,
    Code: coupon.code,
    DiscountType: coupon.discountType,
    DiscountValue: coupon.discountValue,
    MinimumOrderValue: coupon.minimumOrderValue,
    UsageCount: coupon.usageCount,
    UsageLimit: coupon.usageLimit,
    StartDate: coupon.startDate.toISOString(),
    EndDate: coupon.endDate.toISOString(),
    ShopId: coupon.vendorId,
    VendorId: coupon.vendorId,
    ShopName: shopName ?? null,
  };
}

/**
 * `POST /coupons/validate`: the coupon and the discount it gives on an order value (answers carry `success`).
 * `GET /coupons/vendor/{shopId}`: the shop's vouchers, the coupons usable now (the legacy call lists every one).
 */
export function couponRoutes({ db }: AppDeps) {
  return new Hono()
    .get('/coupons/vendor/:shopId', async (c) => {
      const listed = await usableShopCoupons(db, uuidParam(c, 'shopId'), new Date());
      if (!listed) throw refuse('shop_not_found', 'Shop not found');
      return c.json(listed.coupons.map((coupon) => couponWire(coupon, listed.shopName)));
    })
    .post('/coupons/validate', async (c) => {
      const body = await readBody(c, validateSchema).catch((error: unknown) => {
        if (error instanceof HttpError) return error;
        throw error;
      });
      if (body instanceof HttpError) return answerHttpError(c, body, { success: false });
      const coupon = await findCoupon(db, body.couponCode);
      if (!coupon || !couponIsUsable(coupon, new Date())) {
        return answerHttpError(c, refuse('coupon_not_found', INVALID_COUPON_MESSAGE), { success: false });
      }
      const shopName = await couponShopName(db, coupon);
      const result = couponDiscount(toCouponRule(coupon, shopName), body.orderValue);
      if (!result.ok) {
        const params = { minimum: coupon.minimumOrderValue, ...(shopName ? { shop: shopName } : {}) };
        return answerHttpError(c, refuse('coupon_minimum_not_met', result.error, params), { success: false });
      }
      return c.json({
        success: true,
        coupon: couponWire(coupon, shopName),
        discountAmount: result.discount,
        message: 'Coupon applied successfully.',
      });
    });
}
