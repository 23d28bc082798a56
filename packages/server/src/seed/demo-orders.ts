import { cartSubtotal, couponDiscount } from '@sauda/commerce';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import type { OrderStatusValue } from '../db/schema';
import type { PricedLine } from '../orders/catalogue-lines';
import { toCouponRule } from '../orders/coupon-rules';
import { type AppliedCoupon, buildOrderRows } from '../orders/order-rows';
import { DEMO_SHOPPER, type DemoRows } from './build-demo';
import { SeededRandom } from './random';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type DemoProduct = DemoRows['products'][number];

/** The demo shopper's order history. */
export interface DemoOrderRows {
  orders: Insert<typeof schema.orders>[];
  orderProducts: Insert<typeof schema.orderProducts>[];
  cancellations: Insert<typeof schema.orderCancellations>[];
  returns: Insert<typeof schema.orderReturns>[];
}

interface PlannedOrder {
  status: OrderStatusValue;
  placedHoursAgo: number;
  deliveredHoursAgo?: number;
  coupon?: string;
  cancellation?: { reason: string; afterHours: number };
  returned?: { reason: string; otherReason?: string; status: string; vendorComments: string; afterHours: number };
}

const HOUR = 3600_000;

/**
 * One order in every status. The recent delivery is two days old so a return is still possible; the older one
 * already has its return, and the cancelled order its cancellation.
 */
const PLAN: PlannedOrder[] = [
  { status: 'Pending', placedHoursAgo: 3 },
  { status: 'Confirmed', placedHoursAgo: 26, coupon: 'FLAT300' },
  { status: 'Processing', placedHoursAgo: 60 },
  { status: 'Shipped', placedHoursAgo: 110 },
  { status: 'Delivered', placedHoursAgo: 24 * 6, deliveredHoursAgo: 24 * 2 },
  {
    status: 'Delivered',
    placedHoursAgo: 24 * 30,
    deliveredHoursAgo: 24 * 25,
    returned: {
      reason: 'Damaged Item',
      status: 'Approved',
      vendorComments: 'Sorry about that! Your refund is on its way.',
      afterHours: 30,
    },
  },
  {
    status: 'Cancelled',
    placedHoursAgo: 24 * 12,
    cancellation: { reason: 'Ordered the wrong size by mistake.', afterHours: 2 },
  },
];

/** A line of `product` priced like the order route prices it: a colour variant, or a size of a size variant. */
function catalogueLine(rows: DemoRows, product: DemoProduct, random: SeededRandom, quantity: number): PricedLine {
  const base = { productId: product.id as string, shopId: product.shopId, quantity };
  const colours = rows.colorVariants.filter((variant) => variant.productId === product.id);
  if (colours.length > 0) {
    const colour = random.pick(colours);
    return { ...base, price: colour.price, color: colour.color, size: null, image: colour.image ?? null };
  }
  const variant = random.pick(rows.variants.filter((candidate) => candidate.productId === product.id));
  const size = random.pick(variant.sizes);
  return {
    ...base,
    price: size.price,
    color: variant.variantColor,
    size: size.size,
    image: variant.variantImage ?? null,
  };
}

/** Lines of one to three products from one or two shops; for a coupon, enough of its shop to reach the minimum. */
function plannedLines(rows: DemoRows, random: SeededRandom, coupon: DemoRows['coupons'][number] | undefined) {
  if (coupon) {
    const shopProducts = rows.products.filter((product) => product.shopId === coupon.vendorId);
    const lines: PricedLine[] = [];
    for (const product of random.sample(shopProducts, shopProducts.length)) {
      lines.push(catalogueLine(rows, product, random, random.int(1, 2)));
      if (cartSubtotal(lines) >= (coupon.minimumOrderValue ?? 0)) break;
    }
    return lines;
  }
  return random
    .sample(rows.products, random.int(1, 3))
    .map((product) => catalogueLine(rows, product, random, random.int(1, 3)));
}

function appliedCoupon(coupon: DemoRows['coupons'][number] | undefined, lines: PricedLine[], random: SeededRandom) {
  if (!coupon) return null;
  const result = couponDiscount(toCouponRule(coupon), cartSubtotal(lines));
  if (!result.ok) return null;
  coupon.id ??= random.uuid();
  coupon.usageCount = (coupon.usageCount ?? 0) + 1;
  return { couponId: coupon.id, shopId: coupon.vendorId, discount: result.discount } satisfies AppliedCoupon;
}

/**
 * The demo shopper's orders, deterministic but for their dates, which are relative to `now` so the recent delivery
 * stays returnable after seeding. Counts a coupon's use on its row in `rows`, so call it before inserting them.
 */
export function buildDemoOrders(rows: DemoRows, now: Date): DemoOrderRows {
  const random = new SeededRandom(20250602);
  const shopper = rows.users.find((user) => user.email === DEMO_SHOPPER.email);
  const saved = rows.addresses.find((address) => address.userId === shopper?.id);
  const result: DemoOrderRows = { orders: [], orderProducts: [], cancellations: [], returns: [] };
  if (!shopper?.id || !saved) return result;
  const address = {
    fullName: shopper.name,
    country: 'Pakistan',
    streetAddressLine1: saved.streetAddressLine1,
    streetAddressLine2: saved.streetAddressLine2 ?? '',
    city: saved.city,
    state: saved.state,
    zipCode: saved.zipCode,
    phoneNumber: shopper.phone,
    email: shopper.email,
  };
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  for (const plan of PLAN) {
    const coupon = rows.coupons.find((candidate) => candidate.code === plan.coupon);
    const lines = plannedLines(rows, random, coupon);
    if (lines.length === 0) continue;
    const order = buildOrderRows({
      userId: shopper.id,
      address,
      lines,
      coupon: appliedCoupon(coupon, lines, random),
      newId: () => random.uuid(),
    });
    const placedAt = ago(plan.placedHoursAgo);
    const deliveredAt = plan.deliveredHoursAgo === undefined ? null : ago(plan.deliveredHoursAgo);
    const moment = {
      status: plan.status,
      createdAt: placedAt,
      updatedAt: deliveredAt ?? ago(plan.placedHoursAgo / 2),
      deliveredAt,
    };
    result.orders.push({ ...order.parent, ...moment }, ...order.subOrders.map((sub) => ({ ...sub, ...moment })));
    result.orderProducts.push(...order.lines.map((line) => ({ ...line, createdAt: placedAt })));
    if (plan.cancellation) {
      result.cancellations.push({
        id: random.uuid(),
        orderId: order.parent.id,
        userId: shopper.id,
        reason: plan.cancellation.reason,
        status: 'Approved',
        createdAt: new Date(placedAt.getTime() + plan.cancellation.afterHours * HOUR),
      });
    }
    if (plan.returned && deliveredAt) {
      const requestedAt = new Date(deliveredAt.getTime() + plan.returned.afterHours * HOUR);
      result.returns.push({
        id: random.uuid(),
        orderId: order.parent.id,
        userId: shopper.id,
        reason: plan.returned.reason,
        otherReason: plan.returned.otherReason ?? null,
        status: plan.returned.status,
        vendorComments: plan.returned.vendorComments,
        requestedAt,
        updatedAt: new Date(requestedAt.getTime() + 20 * HOUR),
      });
    }
  }
  return result;
}

/** Inserts the demo orders (parents before their sub-orders), their lines, the cancellation and the return. */
export async function insertDemoOrders(db: Database, rows: DemoOrderRows) {
  const parents = rows.orders.filter((order) => !order.parentOrderId);
  const subOrders = rows.orders.filter((order) => order.parentOrderId);
  if (parents.length === 0) return;
  await db.insert(schema.orders).values(parents);
  await db.insert(schema.orders).values(subOrders);
  await db.insert(schema.orderProducts).values(rows.orderProducts);
  if (rows.cancellations.length) await db.insert(schema.orderCancellations).values(rows.cancellations);
  if (rows.returns.length) await db.insert(schema.orderReturns).values(rows.returns);
}
