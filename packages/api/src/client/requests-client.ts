import type { Cancellation, Return } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import { listCancellations, listReturns, requestCancellation, requestReturn } from '../endpoints/requests';
import { toCancellation, toReturn } from '../normalise/requests';
import { toWriteResult, type WriteResult } from '../normalise/shared';
import type { CancellationBody, RequestListQuery, ReturnBody } from '../wire/requests';
import type { Call } from './call';

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
