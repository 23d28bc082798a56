import { requestStatus, type Cancellation, type RequestProduct, type Return } from '@sauda/commerce';
import type { WireCancellation, WireRequestProduct, WireReturn } from '../wire/requests';
import { text, toId, toOptionalId } from './shared';

/** A product of a return or cancellation; its total is 0 when the server sends no price (the legacy one never does). */
export function toRequestProduct(product: WireRequestProduct): RequestProduct {
  const quantity = product.Quantity ?? 0;
  return {
    productName: text(product.ProductName),
    quantity,
    total: product.Total ?? (product.Price === null ? 0 : product.Price * quantity),
  };
}

/** Pending, Approved or Declined (the legacy 'Denied' reads as Declined); unknown statuses pass through. */
function statusOf(status: string | null | undefined): string {
  return requestStatus(status) ?? text(status).trim();
}

/**
 * The request's order: its amount after discount, and what the reference server adds (its number and shipping fee;
 * without them the order has no number and the flat shipping fee).
 */
function orderFacts(request: WireReturn | WireCancellation) {
  const orderNumber = request.OrderNumber?.trim() || undefined;
  return {
    orderAmount: request.OrderAmount,
    ...(orderNumber === undefined ? {} : { orderNumber }),
    ...(request.OrderShippingFee === null ? {} : { orderShippingFee: request.OrderShippingFee }),
  };
}

/** A return request. */
export function toReturn(request: WireReturn): Return {
  const orderId = toOptionalId(request.OrderId);
  const reason = request.Reason ?? undefined;
  return {
    id: toId(request.Id),
    ...(orderId === null ? {} : { orderId }),
    status: statusOf(request.Status),
    requestedAt: request.RequestedAt,
    ...orderFacts(request),
    ...(reason === undefined ? {} : { reason }),
    otherReason: request.OtherReason?.trim() ? request.OtherReason : null,
    products: request.Products.map(toRequestProduct),
  };
}

/** A cancellation request. */
export function toCancellation(request: WireCancellation): Cancellation {
  const orderId = toOptionalId(request.OrderId);
  const reason = request.Reason ?? undefined;
  return {
    id: toId(request.Id),
    ...(orderId === null ? {} : { orderId }),
    status: statusOf(request.Status),
    createdAt: request.CreatedAt,
    ...orderFacts(request),
    ...(reason === undefined ? {} : { reason }),
    products: request.Products.map(toRequestProduct),
  };
}
