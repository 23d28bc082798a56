import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { coupons } from './coupons';
import { products } from './products';
import { shops } from './shops';
import { users } from './users';

/** Rupees with paisa (a percentage coupon can give fractions), read as a JS number. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The statuses an order can have (parent and sub-orders alike). */
export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/**
 * Orders as the legacy backend keeps them: a parent order (no `parentOrderId`, carries the shipping fee and the
 * coupon) and one sub-order per shop, all sharing one `orderGroupId`. Amounts: `totalAmount` = subtotal,
 * `amount` = subtotal − discount; shipping is separate. A parent order also carries its short order number.
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    parentOrderId: uuid('parent_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    orderGroupId: uuid('order_group_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    shopId: uuid('shop_id').references(() => shops.id),
    fullName: text('full_name').notNull(),
    country: text('country').notNull(),
    streetAddressLine1: text('street_address_line1').notNull(),
    streetAddressLine2: text('street_address_line2').notNull().default(''),
    province: text('province').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    totalAmount: money('total_amount').notNull(),
    discount: money('discount').notNull().default(0),
    amount: money('amount').notNull(),
    shippingFee: money('shipping_fee').notNull().default(0),
    couponId: uuid('coupon_id').references(() => coupons.id),
    status: text('status').$type<OrderStatusValue>().notNull().default('Pending'),
    /**
     * The short human number of a parent order (`SD-4821-7730`), set by the database at insert (migration 0008: a
     * sequence through a permutation, unique, not in sequence); null on sub-orders.
     */
    orderNumber: text('order_number'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('orders_user_parents')
      .on(table.userId, table.createdAt)
      .where(sql`parent_order_id IS NULL`),
    uniqueIndex('orders_group_parent')
      .on(table.orderGroupId)
      .where(sql`parent_order_id IS NULL`),
    index('orders_parent').on(table.parentOrderId),
    uniqueIndex('orders_order_number').on(table.orderNumber),
    check('orders_number_on_parents', sql`(parent_order_id IS NULL) = (order_number IS NOT NULL)`),
    check('orders_amounts', sql`discount >= 0 AND amount >= 0 AND amount = total_amount - discount`),
    check('orders_status', sql`status IN ('Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered', 'Cancelled')`),
  ],
);

/** The ordered lines, under their shop's sub-order; `price` is the unit price paid (from the catalogue). */
export const orderProducts = pgTable(
  'order_products',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderGroupId: uuid('order_group_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    selectedSize: text('selected_size'),
    selectedColor: text('selected_color'),
    selectedImage: text('selected_image'),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('order_products_group').on(table.orderGroupId, table.position),
    index('order_products_order').on(table.orderId),
    check('order_products_quantity', sql`quantity BETWEEN 1 AND 3`),
    check('order_products_price', sql`price >= 0`),
  ],
);

/**
 * `Idempotency-Key`s of order creation, one per user and key: the primary key makes a concurrent duplicate wait
 * for the first request and then find its order instead of creating a second one.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body, so a key reused for another order is refused. */
    requestHash: text('request_hash').notNull(),
    parentOrderId: uuid('parent_order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** What a cancellation and a return share: one per order, the buyer, the reason, a Pending/Approved/Declined status. */
const requestColumns = () => ({
  id: idColumn(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  reason: text('reason').notNull(),
  status: text('status').notNull().default('Pending'),
});
const requestStatusCheck = (name: string) => check(name, sql`status IN ('Pending', 'Approved', 'Declined')`);

/** Cancellations, at most one per order. */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    ...requestColumns(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('order_cancellations_user').on(table.userId, table.createdAt),
    requestStatusCheck('order_cancellations_status'),
  ],
);

/** Return requests, at most one per order; Pending until the shop approves or declines. */
export const orderReturns = pgTable(
  'order_returns',
  {
    ...requestColumns(),
    otherReason: text('other_reason'),
    vendorComments: text('vendor_comments'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('order_returns_user').on(table.userId, table.requestedAt),
    requestStatusCheck('order_returns_status'),
  ],
);
