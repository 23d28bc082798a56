import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { outbox } from '../db/schema';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { readQuery } from '../validate';

/** `GET /dev/outbox?email=` (only with `devOutbox`): mails sent to an address, newest first, with their texts and codes. */
export function devOutboxRoutes({ db, config }: AppDeps) {
  return new Hono().get('/dev/outbox', async (c) => {
    if (!config.devOutbox) throw refuse('not_found', `Not found: GET ${c.req.path}`);
    const { email } = readQuery(
      c,
      z.object({ email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required') }),
    );
    const rows = await db
      .select()
      .from(outbox)
      .where(eq(sql`lower(${outbox.to})`, email.toLowerCase()))
      .orderBy(desc(outbox.id));
    return c.json(
      rows.map((row) => ({
        to: row.to,
        subject: row.subject,
        text: row.body,
        code: row.code,
        createdAt: row.createdAt.toISOString(),
      })),
    );
  });
}
