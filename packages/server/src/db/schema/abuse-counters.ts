import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Abuse-limit hits per limit, key (an IP or an account) and time bucket, shared by every server instance. A row is
 * useless once `expires_at` (its bucket's start plus the limit's window) has passed, and is pruned after that.
 */
export const abuseCounters = pgTable(
  'abuse_counters',
  {
    limitName: text('limit_name').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.limitName, table.key, table.windowStart] }),
    index('abuse_counters_expires_at').on(table.expiresAt),
  ],
);
