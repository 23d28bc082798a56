import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { shops } from './shops';

/** Shop coupons: Percentage or Flat, with a minimum, dates and an optional usage limit. */
export const coupons = pgTable('coupons', {
  id: idColumn(),
  code: text('code').notNull().unique(),
  discountType: text('discount_type').notNull(),
  discountValue: integer('discount_value').notNull(),
  minimumOrderValue: integer('minimum_order_value').notNull().default(0),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  usageLimit: integer('usage_limit'),
  usageCount: integer('usage_count').notNull().default(0),
  vendorId: uuid('vendor_id')
    .notNull()
    .references(() => shops.id),
  createdAt: createdAtColumn(),
});
