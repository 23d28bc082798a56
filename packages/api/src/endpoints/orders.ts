import { defineEndpoint } from '../core/endpoint';
import {
  orderCreateAnswerSchema,
  orderCreateBodySchema,
  orderDetailAnswerSchema,
  orderGroupParamsSchema,
  ordersAnswerSchema,
} from '../wire/orders';
import { userIdParamsSchema } from '../wire/wishlist';

/** `POST /orders/create` (201): one parent order, one sub-order per shop. */
export const createOrder = defineEndpoint({
  operationId: 'orders.create',
  tag: 'orders',
  method: 'post',
  path: '/orders/create',
  summary: 'Place an order; the cart is grouped by shop and every line keeps its product id',
  body: { type: 'json', schema: orderCreateBodySchema },
  successStatus: 201,
  response: orderCreateAnswerSchema,
  fallback: 'Error placing order',
  access: 'user',
  refusals: {
    400: 'Invalid input: the address, a cart line, the coupon or the Idempotency-Key header (the message says which).',
    409: 'An order with this Idempotency-Key is still being placed.',
    422: 'This Idempotency-Key was used before with another order.',
  },
});

/** `GET /orders/user/orders/{userId}`: one row per order (legacy: 404 when the user has none). */
export const listOrders = defineEndpoint({
  operationId: 'orders.list',
  tag: 'orders',
  method: 'get',
  path: '/orders/user/orders/{userId}',
  summary: "The user's orders",
  params: userIdParamsSchema,
  successStatus: 200,
  response: ordersAnswerSchema,
  fallback: 'Error fetching orders',
  access: 'user',
  emptyOn404: [],
});

/** `GET /orders/order/{orderGroupId}`: one row per ordered line. */
export const getOrderDetails = defineEndpoint({
  operationId: 'orders.details',
  tag: 'orders',
  method: 'get',
  path: '/orders/order/{orderGroupId}',
  summary: 'The lines of one order with its address and amounts',
  params: orderGroupParamsSchema,
  successStatus: 200,
  response: orderDetailAnswerSchema,
  fallback: 'Error fetching order details',
  access: 'user',
  refusals: { 403: "The order is another user's.", 404: 'No order has this order group id.' },
});
