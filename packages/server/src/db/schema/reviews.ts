import { doublePrecision, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { products } from './products';
import { shops } from './shops';
import { users } from './users';

/** Product reviews, ratings in half steps from 0.5 to 5; one per user and product (the database enforces it too). */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    rating: doublePrecision('rating').notNull(),
    comment: text('comment').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    vendorReply: text('vendor_reply'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('reviews_product').on(table.productId, table.createdAt),
    uniqueIndex('reviews_product_user').on(table.productId, table.userId),
  ],
);
