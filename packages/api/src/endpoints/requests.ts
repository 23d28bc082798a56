import { defineEndpoint } from '../core/endpoint';
import {
  cancellationBodySchema,
  cancellationsAnswerSchema,
  orderIdParamsSchema,
  requestListQuerySchema,
  returnBodySchema,
  returnsAnswerSchema,
} from '../wire/requests';
import { messageAnswerSchema } from '../wire/shared';
import { userIdParamsSchema } from '../wire/wishlist';

/** `GET /returns/{userId}`: the user's return requests, newest first (200 with `[]` when none). */
export const listReturns = defineEndpoint({
  operationId: 'returns.list',
  tag: 'returns',
  method: 'get',
  path: '/returns/{userId}',
  summary: "The user's return requests",
  params: userIdParamsSchema,
  query: requestListQuerySchema,
  successStatus: 200,
  response: returnsAnswerSchema,
  fallback: 'Error fetching return requests.',
  access: 'user',
});

/** `POST /returns/orders/{orderId}/return`. */
export const requestReturn = defineEndpoint({
  operationId: 'returns.request',
  tag: 'returns',
  method: 'post',
  path: '/returns/orders/{orderId}/return',
  summary: 'Ask to return a delivered order (within 7 days of delivery)',
  params: orderIdParamsSchema,
  body: { type: 'json', schema: returnBodySchema },
  successStatus: 200,
  response: messageAnswerSchema,
  fallback: 'Failed to submit return request. Please try again.',
  access: 'user',
  refusals: {
    403: "The order is another user's, is not delivered, or was delivered more than 7 days ago.",
    404: 'No order has this id.',
    409: 'A return was already requested for this order.',
  },
});

/** `GET /cancellations/{userId}`: the user's cancellations, newest first (200 with `[]` when none). */
export const listCancellations = defineEndpoint({
  operationId: 'cancellations.list',
  tag: 'cancellations',
  method: 'get',
  path: '/cancellations/{userId}',
  summary: "The user's cancellation requests",
  params: userIdParamsSchema,
  query: requestListQuerySchema,
  successStatus: 200,
  response: cancellationsAnswerSchema,
  fallback: 'Error fetching cancellations.',
  access: 'user',
});

/** `POST /cancellations/orders/{orderId}/cancel`. */
export const requestCancellation = defineEndpoint({
  operationId: 'cancellations.request',
  tag: 'cancellations',
  method: 'post',
  path: '/cancellations/orders/{orderId}/cancel',
  summary: 'Cancel a pending or confirmed order',
  params: orderIdParamsSchema,
  body: { type: 'json', schema: cancellationBodySchema },
  successStatus: 200,
  response: messageAnswerSchema,
  fallback: 'Failed to submit cancellation request. Please try again.',
  access: 'user',
  refusals: {
    403: "The order is another user's, or is past Pending and Confirmed.",
    404: 'No order has this id.',
    409: 'The order is already cancelled.',
  },
});
