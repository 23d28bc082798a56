import type { Cancellation, OrderDetailRow, OrderSummary, Return } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import { validateCoupon } from '../endpoints/coupons';
import { createOrder, getOrderDetails, listOrders } from '../endpoints/orders';
import { listCancellations, listReturns, requestCancellation, requestReturn } from '../endpoints/requests';
import { toCouponValidation, type CouponValidation } from '../normalise/coupons';
import { toOrderDetails, toOrderSummary, type PlacedOrder } from '../normalise/orders';
import { toCancellation, toReturn } from '../normalise/requests';
import { text, toId, toWriteResult, type WriteResult } from '../normalise/shared';
import { buildOrderPayload, type GuidCase, type PlaceOrderInput } from '../requests/order-payload';
import type { CouponValidateBody } from '../wire/coupons';
import type { CancellationBody, RequestListQuery, ReturnBody } from '../wire/requests';
import type { Call } from './call';

/** `coupons`. */
export function couponsClient(call: Call) {
  return {
    /** `POST /coupons/validate`: the coupon and its discount in rupees. */
    validate: async (body: CouponValidateBody, options?: CallOptions): Promise<CouponValidation> =>
      toCouponValidation(await call(validateCoupon, { json: body }, options)),
  };
}

/** `orders`. */
export function ordersClient(call: Call, guidCase: GuidCase) {
  return {
    /** `POST /orders/create`: the cart grouped by shop, every line with its product id. */
    create: async (input: PlaceOrderInput, options?: CallOptions): Promise<PlacedOrder> => {
      const answer = await call(createOrder, { json: buildOrderPayload(input, guidCase) }, options);
      return {
        parentOrderId: toId(answer.parentOrderId),
        orderGroupId: answer.orderGroupId ? toId(answer.orderGroupId) : null,
        message: text(answer.message) || 'Order placed successfully!',
      };
    },
    /** `GET /orders/user/orders/{userId}`: [] when the user has none (the legacy 404). */
    list: async (userId: string, options?: CallOptions): Promise<OrderSummary[]> =>
      (await call(listOrders, { params: { userId } }, options)).map(toOrderSummary),
    /** `GET /orders/order/{orderGroupId}`: each line once. */
    details: async (orderGroupId: string, options?: CallOptions): Promise<OrderDetailRow[]> =>
      toOrderDetails(await call(getOrderDetails, { params: { orderGroupId } }, options)),
  };
}

/** `returns`. */
export function returnsClient(call: Call) {
  return {
    /** `GET /returns/{userId}`. */
    list: async (userId: string, query: RequestListQuery = {}, options?: CallOptions): Promise<Return[]> =>
      (await call(listReturns, { params: { userId }, query }, options)).map(toReturn),
    /** `POST /returns/orders/{orderId}/return`. */
    request: async (orderId: string, body: ReturnBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(
        await call(requestReturn, { params: { orderId }, json: body }, options),
        'Your return request has been submitted successfully.',
      ),
  };
}

/** `cancellations`. */
export function cancellationsClient(call: Call) {
  return {
    /** `GET /cancellations/{userId}`. */
    list: async (userId: string, query: RequestListQuery = {}, options?: CallOptions): Promise<Cancellation[]> =>
      (await call(listCancellations, { params: { userId }, query }, options)).map(toCancellation),
    /** `POST /cancellations/orders/{orderId}/cancel`. */
    request: async (orderId: string, body: CancellationBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(
        await call(requestCancellation, { params: { orderId }, json: body }, options),
        'Your order cancellation request has been submitted successfully.',
      ),
  };
}
