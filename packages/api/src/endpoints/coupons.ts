import { defineEndpoint } from '../core/endpoint';
import { couponValidateAnswerSchema, couponValidateBodySchema, shopCouponsAnswerSchema } from '../wire/coupons';
import { shopParamsSchema } from '../wire/shops';

/** `POST /coupons/validate`: the coupon and the discount it gives on the order value. */
export const validateCoupon = defineEndpoint({
  operationId: 'coupons.validate',
  tag: 'coupons',
  method: 'post',
  path: '/coupons/validate',
  summary: 'Check a coupon code against an order value',
  body: { type: 'json', schema: couponValidateBodySchema },
  successStatus: 200,
  response: couponValidateAnswerSchema,
  fallback: 'Failed to apply coupon. Try again.',
  refusals: {
    400: 'Invalid input, or the coupon does not apply to this order value (the message says why).',
    404: 'No usable coupon has this code (unknown, expired, not started or used up).',
    429: 'Too many coupon codes tried from this address (see Retry-After).',
  },
});

/** `GET /coupons/vendor/{shopId}`: the shop's coupons, shown as its vouchers (contract §4.7). */
export const listShopCoupons = defineEndpoint({
  operationId: 'coupons.byShop',
  tag: 'coupons',
  method: 'get',
  path: '/coupons/vendor/{shopId}',
  summary: "A shop's coupons (the reference server lists the usable ones only)",
  params: shopParamsSchema,
  successStatus: 200,
  response: shopCouponsAnswerSchema,
  fallback: 'Error fetching coupons',
  emptyOn404: [],
  refusals: { 404: 'No shop has this id.' },
});
