import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import { forbidden, notFound } from '../errors';

/** The text for an order id that names no order the buyer placed. */
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.';

/**
 * The parent order `orderId` (the id the buyer sees), locked for the rest of the transaction: 404 when there is
 * none, 403 with `deniedMessage` when it is someone else's.
 */
export async function lockBuyerOrder(db: Database, orderId: string, userId: string, deniedMessage: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.parentOrderId)))
    .for('update');
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  if (order.userId !== userId) throw forbidden(deniedMessage);
  return order;
}
