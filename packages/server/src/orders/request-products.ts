import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderProducts, orders, products, users } from '../db/schema';
import { type RequestProductWire, requestProductWire } from './order-wire';

/** The order and buyer columns a return or cancellation row carries: select them next to the request. */
export const requestContextColumns = {
  order: {
    groupId: orders.orderGroupId,
    amount: orders.amount,
    shippingFee: orders.shippingFee,
    orderNumber: orders.orderNumber,
    status: orders.status,
  },
  user: { name: users.name, email: users.email },
};

/** A request row selected with `requestContextColumns`. */
export interface RequestContext {
  order: { groupId: string; amount: number; shippingFee: number; orderNumber: string | null; status: string };
  user: { name: string; email: string };
}

/** The ordered products of many order groups in one query, by order group id. */
async function requestProductsByGroup(db: Database, orderGroupIds: readonly string[]) {
  const byGroup = new Map<string, RequestProductWire[]>();
  const ids = [...new Set(orderGroupIds)];
  if (ids.length === 0) return byGroup;
  const rows = await db
    .select({ line: orderProducts, productName: products.name })
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.productId))
    .where(inArray(orderProducts.orderGroupId, ids))
    .orderBy(asc(orderProducts.orderGroupId), asc(orderProducts.position));
  for (const { line, productName } of rows) {
    byGroup.set(line.orderGroupId, [...(byGroup.get(line.orderGroupId) ?? []), requestProductWire(line, productName)]);
  }
  return byGroup;
}

/**
 * Return or cancellation rows on the wire: the request's own fields, then its order's group, number, amount (after
 * discount, as the legacy backend sends it), shipping fee and status, the buyer, and the ordered products with their
 * totals (one query for all rows). What the order cost is the amount plus the shipping fee.
 */
export async function requestRowsWire<T extends RequestContext>(
  db: Database,
  rows: readonly T[],
  ownFields: (row: T) => object,
) {
  const productsOf = await requestProductsByGroup(
    db,
    rows.map((row) => row.order.groupId),
  );
  return rows.map((row) => ({
    ...ownFields(row),
    OrderGroupId: row.order.groupId,
    OrderNumber: row.order.orderNumber,
    OrderAmount: row.order.amount,
    OrderShippingFee: row.order.shippingFee,
    OrderStatus: row.order.status,
    UserName: row.user.name,
    UserEmail: row.user.email,
    Products: productsOf.get(row.order.groupId) ?? [],
  }));
}
