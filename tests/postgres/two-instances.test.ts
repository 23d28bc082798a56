import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealServer } from '../security/real-server';
import { sendJson } from '../security/helpers';
import {
  type CatalogueLine,
  call,
  catalogueLines,
  formOf,
  makeImage,
  orderBody,
  postOrder,
  sendForm,
  signInDemo,
} from '../server/helpers';
import { type FreshDatabase, freshDatabase, type Instances, startInstances } from './instances';

const MIGRATIONS = readdirSync(fileURLToPath(new URL('../../packages/server/drizzle/', import.meta.url))).filter(
  (name) => name.endsWith('.sql'),
);

let database: FreshDatabase;
let instances: Instances;
let first: RealServer;
let second: RealServer;
beforeAll(async () => {
  database = await freshDatabase();
  instances = await startInstances(2, database.url, {
    SAUDA_SEED: 'demo',
    SAUDA_DEV_OUTBOX: '1',
    // Abuse limits on (the starter turns them off), counted per X-Forwarded-For address.
    SAUDA_ABUSE_LIMITS: '',
    SAUDA_TRUST_PROXY: '1',
  });
  [first, second] = instances.servers as [RealServer, RealServer];
});
afterAll(async () => {
  await instances?.stop();
  await database?.drop();
});

describe('two server processes started together on one empty PostgreSQL database', () => {
  it('both come up: one migrates and seeds, the other waits and finds the work done', async () => {
    const logs = [first.output(), second.output()];
    expect(logs.filter((log) => log.includes('"event":"seeded"'))).toHaveLength(1);
    expect(logs.filter((log) => log.includes('"event":"migrated"'))).toHaveLength(1);
    for (const log of logs) expect(log).not.toMatch(/"level":(60|"fatal")|duplicate key/);
    const applied = await database.query<{ name: string }>('SELECT name FROM sauda_migrations ORDER BY name');
    expect(applied.map((row) => row.name)).toEqual(MIGRATIONS);
    const [demo] = await database.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM users WHERE email = 'demo@sauda.pk'",
    );
    expect(demo?.count).toBe(1);
  });

  it('accepts on one instance the token the other issued', async () => {
    const shopper = await signInDemo(first.asTestServer);
    const profile = await call(second.asTestServer, `/user/${shopper.userId}`, { token: shopper.token });
    expect(profile.status).toBe(200);
    expect(profile.body.Email).toBe('demo@sauda.pk');
  });

  it('serves from one instance the image uploaded through the other', async () => {
    const shopper = await signInDemo(second.asTestServer);
    const form = formOf({ name: '', phone: '' }, [['image', 'me.png', await makeImage('png')]]);
    const uploaded = await sendForm(second.asTestServer, `/user/${shopper.userId}`, form, {
      method: 'PUT',
      token: shopper.token,
    });
    expect(uploaded.status).toBe(200);
    const served = await fetch(`${first.url}${uploaded.body.user.Images}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
  });

  it('limits sign-in attempts from one address on both instances together', async () => {
    const attempt = (server: RealServer, n: number) =>
      sendJson(
        server.asTestServer,
        '/user/signin',
        { email: `guess${n}@example.pk`, password: 'Wrong@12345' },
        { headers: { 'x-forwarded-for': '203.0.113.50' } },
      );
    for (let n = 0; n < 10; n++) {
      expect((await attempt(n % 2 ? second : first, n)).status, `attempt ${n + 1}`).toBe(404);
    }
    for (const server of [first, second]) {
      const refused = await attempt(server, 99);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    }
  });

  it('loses no acknowledged order when one instance is SIGKILLed while both take orders', async () => {
    const shopper = await signInDemo(second.asTestServer);
    const catalogue = await catalogueLines(second.asTestServer, { count: 4 });
    const lines: CatalogueLine[] = [...catalogue.colour.slice(0, 4), ...catalogue.sized.slice(0, 4)];
    const acknowledged: string[] = [];
    let firstAcks = 0;
    /** Places orders one after another on `server` until it is gone or `orders` are placed. */
    const worker = async (server: RealServer, w: number, orders: number) => {
      for (let n = 0; n < orders; n++) {
        const cart: [CatalogueLine, number][] = [[lines[(w + n) % lines.length]!, 1 + (n % 3)]];
        const answer = await postOrder(server.asTestServer, shopper.token, orderBody(shopper.userId, cart)).catch(
          () => null,
        );
        if (!answer) return; // the connection was refused or cut: the instance is gone
        if (answer.status >= 200 && answer.status < 300) {
          acknowledged.push(answer.body.parentOrderId as string);
          if (server === first && ++firstAcks === 8) first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([...[0, 1, 2, 3].map((w) => worker(first, w, 40)), ...[4, 5].map((w) => worker(second, w, 10))]);
    expect(await first.exited).toBeNull();
    expect(firstAcks).toBeGreaterThanOrEqual(8);

    const list = await call(second.asTestServer, `/orders/user/orders/${shopper.userId}`, { token: shopper.token });
    expect(list.status).toBe(200);
    const listed = new Set((list.body as { OrderId: string }[]).map((order) => order.OrderId));
    const lost = acknowledged.filter((id) => !listed.has(id));
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(8 + 20);
  });
});
