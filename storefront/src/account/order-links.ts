import { canCancelOrder, canReturnOrder, sameId } from '@sauda/commerce';
import type { OrderActionHrefs } from '@sauda/ui';

/** What the links of an order need to know of it (a summary or a details row). */
interface LinkedOrder {
  orderId: string;
  orderGroupId?: string | undefined;
  orderNumber?: string | undefined;
  status: string;
  deliveredAt?: string | undefined;
}

/** The query parameter the help tools read to start with an order filled in. */
export const ORDER_QUERY = 'order';

/** How the storefront names an order in its addresses and forms: its number, else its id (the original backend). */
export function orderRef(order: { orderId: string; orderNumber?: string | undefined }): string {
  return order.orderNumber ?? order.orderId;
}

const withOrder = (path: string, ref: string) => `${path}?${ORDER_QUERY}=${encodeURIComponent(ref)}`;

/** The tracking timeline of the order. */
export const trackOrderHref = (ref: string) => withOrder('/help-support/track-order', ref);

/** The confirmation shown once the order is placed. */
export const orderPlacedHref = (ref: string) => `/user/orders/${encodeURIComponent(ref)}/placed`;

/**
 * The one-tap actions of an order: Track always; Cancel while pending or confirmed; Return when delivered within the
 * return window and no return was asked for yet. Cancel and Return open the help forms with the order filled in.
 */
export function orderActionHrefs(
  order: LinkedOrder,
  { returnedOrderIds = [], now = new Date() }: { returnedOrderIds?: readonly (string | undefined)[]; now?: Date } = {},
): OrderActionHrefs {
  const ref = orderRef(order);
  const returned = returnedOrderIds.some((id) => sameId(id, order.orderId));
  return {
    trackHref: trackOrderHref(ref),
    ...(canCancelOrder(order.status) ? { cancelHref: withOrder('/help-support/cancel-order', ref) } : {}),
    ...(!returned && canReturnOrder(order, now) ? { returnHref: withOrder('/help-support/return-order', ref) } : {}),
  };
}
