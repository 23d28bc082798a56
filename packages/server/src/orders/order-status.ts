import { eq, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { type OrderStatusValue, orders } from '../db/schema';

/**
 * Sets the status of a parent order and of its sub-orders. Delivering records when (now unless `deliveredAt` is
 * given), which starts the 7-day return window.
 */
export async function setOrderStatus(
  db: Database,
  orderId: string,
  status: OrderStatusValue,
  { deliveredAt }: { deliveredAt?: Date } = {},
) {
  const now = new Date();
  await db
    .update(orders)
    .set({ status, updatedAt: now, ...(status === 'Delivered' ? { deliveredAt: deliveredAt ?? now } : {}) })
    .where(or(eq(orders.id, orderId), eq(orders.parentOrderId, orderId)));
}
