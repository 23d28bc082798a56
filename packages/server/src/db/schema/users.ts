import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';

/** Shoppers and shop owners. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    phone: text('phone').notNull().unique(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    image: text('image'),
    gender: text('gender'),
    userType: text('user_type').notNull().default('customer'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Bumped by a password reset: bearer tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  () => [check('users_token_version', sql`token_version >= 0`)],
);
