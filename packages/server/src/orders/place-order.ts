import { randomUUID } from 'node:crypto';
import { type Address, cartSubtotal, couponDiscount } from '@sauda/commerce';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { coupons, orderIdempotencyKeys, orderProducts, orders } from '../db/schema';
import { refuse } from '../errors';
import { type PricedLine, priceLines } from './catalogue-lines';
import { couponIsUsable, findCoupon, INVALID_COUPON_MESSAGE, toCouponRule } from './coupon-rules';
import type { RequestedLine } from './order-input';
import { type AppliedCoupon, buildOrderRows, linesByShop } from './order-rows';

/** What placing an order needs, validated. */
export interface PlaceOrderInput {
  userId: string;
  address: Address;
  lines: readonly RequestedLine[];
  /** '' when no coupon is applied. */
  couponCode: string;
  /** The `Idempotency-Key` header and a hash of the request it came with, when sent. */
  idempotency: { key: string; requestHash: string } | null;
}

/** The placed order; `replayed` when an earlier request with the same key created it. */
export interface PlacedOrder {
  parentOrderId: string;
  orderGroupId: string;
  /** The short human number the database gave the order (`SD-4821-7730`). */
  orderNumber: string;
  replayed: boolean;
}

/** Texts of the coupon and idempotency refusals that are not in the spec. */
export const PLACE_ORDER_MESSAGES = {
  couponNotForCart: 'This coupon is not valid for the shops in your cart.',
  keyReused: 'This Idempotency-Key was already used for a different order.',
  keyInFlight: 'An order with this Idempotency-Key is still being placed. Please retry shortly.',
} as const;

/**
 * Claims the idempotency key inside the order's transaction. A concurrent request with the same key waits on the
 * primary key until the first one commits (then finds its order) or rolls back (then claims the key itself).
 */
async function claimKey(db: Database, userId: string, key: string, requestHash: string) {
  const claimed = await db
    .insert(orderIdempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: orderIdempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [earlier] = await db
    .select({
      requestHash: orderIdempotencyKeys.requestHash,
      parentOrderId: orders.id,
      orderGroupId: orders.orderGroupId,
      orderNumber: orders.orderNumber,
    })
    .from(orderIdempotencyKeys)
    .leftJoin(orders, eq(orders.id, orderIdempotencyKeys.parentOrderId))
    .where(and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key)));
  if (earlier && earlier.requestHash !== requestHash)
    throw refuse('idempotency_key_reused', PLACE_ORDER_MESSAGES.keyReused);
  if (!earlier?.parentOrderId || !earlier.orderGroupId || !earlier.orderNumber) {
    throw refuse('order_in_progress', PLACE_ORDER_MESSAGES.keyInFlight);
  }
  const { parentOrderId, orderGroupId, orderNumber } = earlier;
  return { parentOrderId, orderGroupId, orderNumber, replayed: true };
}

/** The coupon's discount on its shop's subtotal; its usage is counted under a row lock. */
async function applyCoupon(db: Database, code: string, lines: readonly PricedLine[]): Promise<AppliedCoupon> {
  const coupon = await findCoupon(db, code, { lock: true });
  if (!coupon || !couponIsUsable(coupon, new Date())) throw refuse('invalid_coupon', INVALID_COUPON_MESSAGE);
  const shopLines = linesByShop(lines).get(coupon.vendorId);
  if (!shopLines) throw refuse('coupon_not_for_cart', PLACE_ORDER_MESSAGES.couponNotForCart);
  const result = couponDiscount(toCouponRule(coupon), cartSubtotal(shopLines));
  if (!result.ok) throw refuse('coupon_minimum_not_met', result.error, { minimum: coupon.minimumOrderValue });
  await db
    .update(coupons)
    .set({ usageCount: sql`${coupons.usageCount} + 1` })
    .where(eq(coupons.id, coupon.id));
  return { couponId: coupon.id, shopId: coupon.vendorId, discount: result.discount };
}

/**
 * Places an order in one transaction: prices the lines from the catalogue, applies the coupon to its shop, and
 * writes the parent order (with the shipping fee), one sub-order per shop and their lines.
 */
export function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const { idempotency, userId } = input;
    if (idempotency) {
      const earlier = await claimKey(t, userId, idempotency.key, idempotency.requestHash);
      if (earlier) return earlier;
    }
    const lines = await priceLines(t, input.lines);
    const coupon = input.couponCode ? await applyCoupon(t, input.couponCode, lines) : null;
    const rows = buildOrderRows({ userId, address: input.address, lines, coupon, newId: randomUUID });
    const [parent] = await t.insert(orders).values(rows.parent).returning({ orderNumber: orders.orderNumber });
    await t.insert(orders).values(rows.subOrders);
    await t.insert(orderProducts).values(rows.lines);
    if (idempotency) {
      await t
        .update(orderIdempotencyKeys)
        .set({ parentOrderId: rows.parent.id })
        .where(and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, idempotency.key)));
    }
    // The database numbers every parent order at insert (migration 0008).
    const orderNumber = parent?.orderNumber ?? '';
    return { parentOrderId: rows.parent.id, orderGroupId: rows.parent.orderGroupId, orderNumber, replayed: false };
  });
}
