import { createHash } from 'node:crypto';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { requireSameUser, requireSelf, requireUser } from '../auth/require-user';
import { orderProducts, orders, products } from '../db/schema';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { orderRefParam, parentOrderNamed } from '../orders/buyer-order';
import { orderAddressSchema, orderBodySchema } from '../orders/order-input';
import { orderLineWire, orderWire } from '../orders/order-wire';
import { placeOrder } from '../orders/place-order';
import { parseWith, readBody, uuidParam } from '../validate';

const KEY_MESSAGE = 'Idempotency-Key must be 1 to 200 visible characters.';

/** The `Idempotency-Key` header, or null when none was sent. */
function idempotencyKey(c: Context): string | null {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(key.trim())) throw refuse('idempotency_key_invalid', KEY_MESSAGE);
  return key.trim();
}

const ownerSchema = z.object({ userId: orderBodySchema.shape.userId });

/** Placing orders and reading the buyer's orders. */
export function orderRoutes(deps: AppDeps) {
  const { db } = deps;
  return (
    new Hono()
      .post('/orders/create', async (c) => {
        const self = await requireUser(c, deps);
        const key = idempotencyKey(c);
        const raw = await readBody(c, z.unknown());
        const { userId } = parseWith(ownerSchema, raw);
        requireSameUser(self, userId);
        const address = parseWith(orderAddressSchema, raw);
        const { couponCode, cartItems } = parseWith(orderBodySchema, raw);
        const requestHash = createHash('sha256')
          .update(JSON.stringify({ address, couponCode, cartItems }))
          .digest('hex');
        const placed = await placeOrder(db, {
          userId,
          address,
          lines: cartItems,
          couponCode,
          idempotency: key === null ? null : { key, requestHash },
        });
        if (placed.replayed) c.header('Idempotent-Replayed', 'true');
        return c.json(
          {
            message: 'Orders created successfully',
            parentOrderId: placed.parentOrderId,
            orderGroupId: placed.orderGroupId,
            orderNumber: placed.orderNumber,
          },
          201,
        );
      })
      .get('/orders/user/orders/:userId', async (c) => {
        const userId = uuidParam(c, 'userId', 'Invalid UserId format');
        await requireSelf(c, deps, userId);
        const rows = await db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, userId), isNull(orders.parentOrderId)))
          .orderBy(desc(orders.createdAt), desc(orders.id));
        return c.json(rows.map(orderWire));
      })
      // The order is named by its order group id (the legacy address) or by its order number.
      .get('/orders/order/:orderGroupId', async (c) => {
        const self = await requireUser(c, deps);
        const ref = orderRefParam(c, 'orderGroupId', 'Invalid OrderGroupId format');
        const rows = await db
          .select({ order: orders, line: orderProducts, name: products.name, images: products.images })
          .from(orders)
          .innerJoin(orderProducts, eq(orderProducts.orderGroupId, orders.orderGroupId))
          .innerJoin(products, eq(products.id, orderProducts.productId))
          .where(parentOrderNamed(ref, { byGroup: true }))
          .orderBy(asc(orderProducts.position));
        const first = rows[0];
        if (!first) throw refuse('order_not_found', 'No orders found for the given OrderGroupId');
        if (first.order.userId !== self) throw refuse('not_your_data', 'You may only access your own data');
        return c.json(rows.map((row) => ({ ...orderWire(row.order), ...orderLineWire(row.line, row) })));
      })
  );
}
