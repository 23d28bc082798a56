import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { users } from './users';

/** Vendor shops. */
export const shops = pgTable('shops', {
  id: idColumn(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  logo: text('logo'),
  coverImage: text('cover_image'),
  city: text('city'),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id),
  followersCount: integer('followers_count').notNull().default(0),
  createdAt: createdAtColumn(),
});
