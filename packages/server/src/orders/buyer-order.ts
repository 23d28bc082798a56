import { type OrderRef, parseOrderRef } from '@sauda/commerce';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import { type HttpError, refuse } from '../errors';

/** The text for an order id that names no order the buyer placed. */
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.';

/**
 * A path parameter naming a parent order: its UUID, or its order number however it was typed (`sd 4821 7730`).
 * 400 with `message` for anything else.
 */
export function orderRefParam(c: Context, name: string, message = 'Invalid id format'): OrderRef {
  const ref = parseOrderRef(c.req.param(name));
  if (!ref) throw refuse('invalid_id', message);
  return ref;
}

/** The condition naming the parent order of `ref`; a UUID names the order itself or, with `byGroup`, its order group. */
export function parentOrderNamed(ref: OrderRef, { byGroup = false } = {}) {
  const named =
    ref.kind === 'number' ? eq(orders.orderNumber, ref.number) : eq(byGroup ? orders.orderGroupId : orders.id, ref.id);
  return and(named, isNull(orders.parentOrderId));
}

/**
 * The parent order `ref` names (its id, the id the buyer sees, or its order number), locked for the rest of the
 * transaction: 404 when there is none, `denied()` when it is someone else's.
 */
export async function lockBuyerOrder(db: Database, ref: OrderRef, userId: string, denied: () => HttpError) {
  const [order] = await db.select().from(orders).where(parentOrderNamed(ref)).for('update');
  if (!order) throw refuse('order_not_found', ORDER_NOT_FOUND_MESSAGE);
  if (order.userId !== userId) throw denied();
  return order;
}
