import { z } from 'zod/mini';
import {
  optionalUuid,
  listOrEmpty,
  requiredText,
  wireId,
  wireLooseText,
  wireNumber,
  wireOptionalNumber,
  wireText,
} from './shared';
import { orderRefField } from './orders';

/** A product of a return or cancellation (no price on the legacy backend; `Price`/`Total` are read when sent). */
export const wireRequestProductSchema = z
  .object({
    ProductId: wireText,
    ProductName: wireText,
    Quantity: wireOptionalNumber,
    SelectedSize: wireLooseText,
    SelectedColor: wireText,
    SelectedImage: wireText,
    Price: wireOptionalNumber,
    Total: wireOptionalNumber,
  })
  .register(z.globalRegistry, { id: 'RequestProduct' });

const requestProducts = listOrEmpty(wireRequestProductSchema);

/** What the reference server adds to a request row about its order: the order number and its shipping fee. */
const requestOrderFields = { OrderNumber: wireText, OrderShippingFee: wireOptionalNumber };

/** A return request row (`Status` is Pending/Approved/Denied on the legacy backend). */
export const wireReturnSchema = z
  .object({
    Id: wireId,
    OrderId: wireText,
    Reason: wireText,
    OtherReason: wireText,
    Status: wireText,
    RequestedAt: z.string(),
    OrderAmount: wireNumber,
    ...requestOrderFields,
    Products: requestProducts,
  })
  .register(z.globalRegistry, { id: 'Return' });

/** A cancellation row. */
export const wireCancellationSchema = z
  .object({
    Id: wireId,
    OrderId: wireText,
    Reason: wireText,
    Status: wireText,
    CreatedAt: z.string(),
    OrderAmount: wireNumber,
    ...requestOrderFields,
    Products: requestProducts,
  })
  .register(z.globalRegistry, { id: 'Cancellation' });

/** Answer of `GET /returns/{userId}`: a bare array (possibly empty). */
export const returnsAnswerSchema = z.array(wireReturnSchema);

/** Answer of `GET /cancellations/{userId}`: a bare array (possibly empty). */
export const cancellationsAnswerSchema = z.array(wireCancellationSchema);

/** Optional query of the return and cancellation lists. */
export const requestListQuerySchema = z.object({ orderId: optionalUuid });

/** Path of the return and cancellation submissions: the order's UUID, or its order number on the reference server. */
export const orderIdParamsSchema = z.object({ orderId: orderRefField });

/** The legacy backend's texts for a missing user or reason. */
const CANCEL_REQUIRED = 'User ID and reason for cancellation are required.';
const RETURN_REQUIRED = 'User ID and reason for return are required.';

/** Body of `POST /cancellations/orders/{orderId}/cancel`. */
export const cancellationBodySchema = z
  .object({ userId: requiredText(CANCEL_REQUIRED), reason: requiredText(CANCEL_REQUIRED) })
  .register(z.globalRegistry, { id: 'CancellationBody' });

/** Body of `POST /returns/orders/{orderId}/return`. */
export const returnBodySchema = z
  .object({
    userId: requiredText(RETURN_REQUIRED),
    reason: requiredText(RETURN_REQUIRED),
    otherReason: z.nullish(z.string()),
  })
  .register(z.globalRegistry, { id: 'ReturnBody' });

export type WireReturn = z.output<typeof wireReturnSchema>;
export type WireCancellation = z.output<typeof wireCancellationSchema>;
export type WireRequestProduct = z.output<typeof wireRequestProductSchema>;
export type CancellationBody = z.input<typeof cancellationBodySchema>;
export type ReturnBody = z.input<typeof returnBodySchema>;
export type RequestListQuery = z.input<typeof requestListQuerySchema>;
