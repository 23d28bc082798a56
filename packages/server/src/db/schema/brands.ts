import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { shops } from './shops';
import { categories } from './taxonomy';

/** Brands a shop is authorised to sell. */
export const brands = pgTable('brands', {
  id: idColumn(),
  name: text('name').notNull(),
  categoryId: uuid('category_id').references(() => categories.id),
  shopId: uuid('shop_id').references(() => shops.id),
  relationship: text('relationship').notNull().default('Authorised Reseller'),
  status: text('status').notNull().default('Approved'),
  authorizationStartDate: timestamp('authorization_start_date', { withTimezone: true }),
  authorizationEndDate: timestamp('authorization_end_date', { withTimezone: true }),
  createdAt: createdAtColumn(),
});
