import { defineEndpoint } from '../core/endpoint';
import { couponValidateAnswerSchema, couponValidateBodySchema } from '../wire/coupons';

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
