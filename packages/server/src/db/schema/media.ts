import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

/** `bytea` as a Buffer (postgres.js answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded images (profile pictures, review photos), kept where every server instance reads them. */
export const media = pgTable('media', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAtColumn(),
});
