import { pgTable, primaryKey, serial, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { products } from './products';
import { shops } from './shops';
import { users } from './users';

/** Wishlist entries, unique per user, product, colour and size (nulls included). */
export const wishlist = pgTable(
  'wishlist',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color'),
    size: text('size'),
    createdAt: createdAtColumn(),
  },
  (table) => [unique('wishlist_entry').on(table.userId, table.productId, table.color, table.size).nullsNotDistinct()],
);

/** The saved delivery address of a user (one per user). */
export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  streetAddressLine1: text('street_address_line1').notNull(),
  streetAddressLine2: text('street_address_line2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
});

/** Which user follows which shop. */
export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.shopId] })],
);

/** Messages sent through the contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAtColumn(),
});
