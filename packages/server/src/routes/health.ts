import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** `GET /health`: 200 `{ status: 'ok' }` when the database answers. */
export function healthRoutes({ db }: AppDeps) {
  return new Hono().get('/health', async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  });
}
