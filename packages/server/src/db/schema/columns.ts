import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** A random UUID primary key. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** A timestamp with time zone, set to now on insert. */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
