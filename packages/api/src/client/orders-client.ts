import type { OrderDetailRow, OrderSummary } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import { createOrder, getOrderDetails, listOrders } from '../endpoints/orders';
import { toOrderDetails, toOrderSummary, type PlacedOrder } from '../normalise/orders';
import { text, toId } from '../normalise/shared';
import { buildOrderPayload, type GuidCase, type PlaceOrderInput } from '../requests/order-payload';
import type { Call } from './call';

/** `orders`. */
export function ordersClient(call: Call, guidCase: GuidCase) {
  return {
    /** `POST /orders/create`: the cart grouped by shop, every line with its product id. */
    create: async (input: PlaceOrderInput, options?: CallOptions): Promise<PlacedOrder> => {
      const answer = await call(createOrder, { json: buildOrderPayload(input, guidCase) }, options);
      return {
        parentOrderId: toId(answer.parentOrderId),
        orderGroupId: answer.orderGroupId ? toId(answer.orderGroupId) : null,
        orderNumber: answer.orderNumber?.trim() || null,
        message: text(answer.message) || 'Order placed successfully!',
      };
    },
    /** `GET /orders/user/orders/{userId}`: [] when the user has none (the legacy 404). */
    list: async (userId: string, options?: CallOptions): Promise<OrderSummary[]> =>
      (await call(listOrders, { params: { userId } }, options)).map(toOrderSummary),
    /** `GET /orders/order/{orderGroupId}`: each line once; the reference server also takes the order number. */
    details: async (orderGroupId: string, options?: CallOptions): Promise<OrderDetailRow[]> =>
      toOrderDetails(await call(getOrderDetails, { params: { orderGroupId } }, options)),
  };
}
