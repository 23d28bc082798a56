import {
  CANCEL_ORDER_ID_INVALID_MESSAGE,
  CANCEL_REASON_REQUIRED_MESSAGE,
  canCancelOrder,
  cancelFormSchema,
  orderRefText,
} from '@sauda/commerce';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireSameUser, requireSelf, requireUser } from '../auth/require-user';
import { orderCancellations, orders, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { lockBuyerOrder, orderRefParam } from '../orders/buyer-order';
import { setOrderStatus } from '../orders/order-status';
import { requestListQuerySchema } from '../orders/request-list-query';
import { requestContextColumns, requestRowsWire } from '../orders/request-products';
import { parseWith, readBody, readQuery, uuidParam } from '../validate';

const REQUIRED = 'User ID and reason for cancellation are required.';
const DENIED = 'Order cannot be canceled. Ensure it belongs to you and has a status of pending or confirmed.';
const ALREADY_CANCELLED = 'This order has already been cancelled.';

const bodySchema = z.object({
  userId: z.string({ error: REQUIRED }).trim().min(1, REQUIRED),
  reason: z
    .string({ error: CANCEL_REASON_REQUIRED_MESSAGE })
    .max(1000, 'The reason must be at most 1000 characters.')
    .nullish(),
});

/** The buyer's cancellations, and cancelling a pending or confirmed order (at once), named by its id or number. */
export function cancellationRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono()
    .get('/cancellations/:userId', async (c) => {
      const userId = uuidParam(c, 'userId');
      await requireSelf(c, deps, userId);
      const { orderId } = readQuery(c, requestListQuerySchema);
      const rows = await db
        .select({ cancellation: orderCancellations, ...requestContextColumns })
        .from(orderCancellations)
        .innerJoin(orders, eq(orders.id, orderCancellations.orderId))
        .innerJoin(users, eq(users.id, orderCancellations.userId))
        .where(
          and(eq(orderCancellations.userId, userId), orderId ? eq(orderCancellations.orderId, orderId) : undefined),
        )
        .orderBy(desc(orderCancellations.createdAt), desc(orderCancellations.id));
      return c.json(
        await requestRowsWire(db, rows, ({ cancellation }) => ({
          Id: cancellation.id,
          OrderId: cancellation.orderId,
          UserId: cancellation.userId,
          Reason: cancellation.reason,
          CreatedAt: cancellation.createdAt.toISOString(),
          Status: cancellation.status,
        })),
      );
    })
    .post('/cancellations/orders/:orderId/cancel', async (c) => {
      const self = await requireUser(c, deps);
      const ref = orderRefParam(c, 'orderId', CANCEL_ORDER_ID_INVALID_MESSAGE);
      const body = await readBody(c, bodySchema);
      requireSameUser(self, body.userId);
      const { reason } = parseWith(cancelFormSchema, { orderId: orderRefText(ref), reason: body.reason ?? '' });
      await db.transaction(async (tx) => {
        const t = tx as unknown as typeof db;
        const order = await lockBuyerOrder(t, ref, self, () => refuse('cancellation_not_allowed', DENIED));
        if (order.status === 'Cancelled') throw refuse('order_already_cancelled', ALREADY_CANCELLED);
        if (!canCancelOrder(order.status)) throw refuse('cancellation_not_allowed', DENIED);
        await t.insert(orderCancellations).values({ orderId: order.id, userId: self, reason, status: 'Approved' });
        await setOrderStatus(t, order.id, 'Cancelled');
      });
      return c.json({ message: 'Order cancellation requested successfully.' });
    });
}
