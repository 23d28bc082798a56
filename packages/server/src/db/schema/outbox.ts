import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

/** Every e-mail the server sends, kept for the dev outbox and audits. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('outbox_to').on(table.to)],
);
