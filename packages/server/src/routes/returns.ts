import {
  RETURN_ORDER_ID_INVALID_MESSAGE,
  RETURN_OTHER_REASON_REQUIRED_MESSAGE,
  RETURN_REASON_REQUIRED_MESSAGE,
  orderRefText,
  returnFormSchema,
  withinReturnWindow,
} from '@sauda/commerce';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireSameUser, requireSelf, requireUser } from '../auth/require-user';
import { orderReturns, orders, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { lockBuyerOrder, orderRefParam } from '../orders/buyer-order';
import { requestListQuerySchema } from '../orders/request-list-query';
import { requestContextColumns, requestRowsWire } from '../orders/request-products';
import { parseWith, readBody, readQuery, uuidParam } from '../validate';

const REQUIRED = 'User ID and reason for return are required.';
const DENIED = 'Return request denied. Ensure the order is delivered and belongs to you.';
const EXPIRED = 'Return request denied. The return period has expired.';
const ALREADY_REQUESTED = 'A return has already been requested for this order.';

const bodySchema = z.object({
  userId: z.string({ error: REQUIRED }).trim().min(1, REQUIRED),
  reason: z.string({ error: RETURN_REASON_REQUIRED_MESSAGE }).nullish(),
  otherReason: z
    .string({ error: RETURN_OTHER_REASON_REQUIRED_MESSAGE })
    .max(1000, 'The reason must be at most 1000 characters.')
    .nullish(),
});

/** The buyer's return requests, and asking to return a delivered order (by id or number) within 7 days of delivery. */
export function returnRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono()
    .get('/returns/:userId', async (c) => {
      const userId = uuidParam(c, 'userId');
      await requireSelf(c, deps, userId);
      const { orderId } = readQuery(c, requestListQuerySchema);
      const rows = await db
        .select({ request: orderReturns, ...requestContextColumns })
        .from(orderReturns)
        .innerJoin(orders, eq(orders.id, orderReturns.orderId))
        .innerJoin(users, eq(users.id, orderReturns.userId))
        .where(and(eq(orderReturns.userId, userId), orderId ? eq(orderReturns.orderId, orderId) : undefined))
        .orderBy(desc(orderReturns.requestedAt), desc(orderReturns.id));
      return c.json(
        await requestRowsWire(db, rows, ({ request }) => ({
          Id: request.id,
          OrderId: request.orderId,
          UserId: request.userId,
          Reason: request.reason,
          OtherReason: request.otherReason,
          Status: request.status,
          VendorComments: request.vendorComments,
          RequestedAt: request.requestedAt.toISOString(),
          UpdatedAt: request.updatedAt.toISOString(),
        })),
      );
    })
    .post('/returns/orders/:orderId/return', async (c) => {
      const self = await requireUser(c, deps);
      const ref = orderRefParam(c, 'orderId', RETURN_ORDER_ID_INVALID_MESSAGE);
      const body = await readBody(c, bodySchema);
      requireSameUser(self, body.userId);
      const { reason, otherReason } = parseWith(returnFormSchema, {
        orderId: orderRefText(ref),
        reason: body.reason,
        otherReason: body.otherReason,
        agreed: true,
      });
      await db.transaction(async (tx) => {
        const t = tx as unknown as typeof db;
        const order = await lockBuyerOrder(t, ref, self, () => refuse('return_not_allowed', DENIED));
        if (order.status !== 'Delivered') throw refuse('return_not_allowed', DENIED);
        if (!withinReturnWindow(order.deliveredAt ?? order.updatedAt, new Date()))
          throw refuse('return_window_closed', EXPIRED);
        const added = await t
          .insert(orderReturns)
          .values({ orderId: order.id, userId: self, reason, otherReason: otherReason || null })
          .onConflictDoNothing()
          .returning({ id: orderReturns.id });
        if (added.length === 0) throw refuse('return_already_requested', ALREADY_REQUESTED);
      });
      return c.json({ message: 'Return request submitted successfully.' });
    });
}
