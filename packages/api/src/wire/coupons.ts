import { z } from 'zod/mini';
import { requiredText, wireId, wireNumber, wireOptionalNumber, wireText } from './shared';

/** The coupon inside a validation answer (legacy sends no `VendorId`; the reference server does, with `ShopName`). */
export const wireCouponSchema = z
  .object({
    Code: z.string(),
    DiscountType: z.string(),
    DiscountValue: wireNumber,
    MinimumOrderValue: wireOptionalNumber,
    UsageCount: wireOptionalNumber,
    UsageLimit: wireOptionalNumber,
    StartDate: wireText,
    EndDate: wireText,
    VendorId: wireText,
    ShopName: wireText,
  })
  .register(z.globalRegistry, { id: 'Coupon' });

/** A row of `GET /coupons/vendor/{shopId}`: the shop's full coupon row (contract §4.7), `VendorId` always there. */
export const wireShopCouponSchema = z
  .object({
    CouponId: z.optional(wireId),
    Code: z.string(),
    DiscountType: z.string(),
    DiscountValue: wireNumber,
    MinimumOrderValue: wireOptionalNumber,
    UsageCount: wireOptionalNumber,
    UsageLimit: wireOptionalNumber,
    StartDate: wireText,
    EndDate: wireText,
    VendorId: wireId,
    ShopName: wireText,
  })
  .register(z.globalRegistry, { id: 'ShopCoupon' });

/** Answer of `GET /coupons/vendor/{shopId}`: a bare array (legacy lists every coupon of the shop, used up or not). */
export const shopCouponsAnswerSchema = z
  .array(wireShopCouponSchema)
  .register(z.globalRegistry, { id: 'ShopCouponsAnswer' });

/** Answer of `POST /coupons/validate`; `discountAmount` is a 2-decimal string on the legacy backend. */
export const couponValidateAnswerSchema = z
  .object({
    success: z.optional(z.boolean()),
    coupon: wireCouponSchema,
    discountAmount: wireNumber,
    message: z.optional(z.string()),
  })
  .register(z.globalRegistry, { id: 'CouponValidateAnswer' });

/** The legacy backend's text for a missing code or a zero order value. */
const COUPON_REQUIRED = 'Coupon code and order value are required.';

/** Body of `POST /coupons/validate`. */
export const couponValidateBodySchema = z
  .object({
    couponCode: requiredText(COUPON_REQUIRED),
    orderValue: z.number({ error: COUPON_REQUIRED }).check(z.positive(COUPON_REQUIRED)),
  })
  .register(z.globalRegistry, { id: 'CouponValidateBody' });

export type WireCoupon = z.output<typeof wireCouponSchema>;
export type WireShopCoupon = z.output<typeof wireShopCouponSchema>;
export type WireCouponValidateAnswer = z.output<typeof couponValidateAnswerSchema>;
export type CouponValidateBody = z.input<typeof couponValidateBodySchema>;
