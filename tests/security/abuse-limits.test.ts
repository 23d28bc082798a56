import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../packages/server/src/app';
import { testConfig } from '../../packages/server/src/config';
import { migrate } from '../../packages/server/src/db/migrate';
import { abuseCounters } from '../../packages/server/src/db/schema';
import { silentMailer } from '../../packages/server/src/mail/mailer';
import { countHit, pruneAbuseCounters } from '../../packages/server/src/security/abuse-counters';
import {
  type AccountRoute,
  DEFAULT_ABUSE_LIMITS,
  LIMITED_ROUTES,
  type LimitedRoute,
  uniformAbuseLimits,
} from '../../packages/server/src/security/abuse-limits';
import { listen } from '../../packages/server/src/server';
import {
  emptyTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../packages/server/src/testing';
import { type RawAnswer, sendJson } from './helpers';

/** A valid body of each limited route for `account` (an e-mail); `n` keeps sign-up phones and coupon codes apart. */
const bodies: Record<LimitedRoute, (account: string, n: number) => object> = {
  signIn: (email) => ({ email, password: 'Wrong@12345' }),
  signUp: (email, n) => ({
    name: 'Rate Tester',
    phone: `30012${String(n).padStart(5, '0')}`,
    email,
    password: 'Karachi@2025',
  }),
  verify: (email) => ({ email, code: '123456' }),
  forgotPassword: (email) => ({ email }),
  verifyResetCode: (email) => ({ email, code: '123456' }),
  resendResetCode: (email) => ({ email }),
  resetPassword: (email) => ({ email, resetCode: '123456', newPassword: 'Lahore@2025' }),
  validateCoupon: (_, n) => ({ couponCode: `GUESS${n}`, orderValue: 5000 }),
};
const ROUTES = Object.keys(LIMITED_ROUTES) as LimitedRoute[];
const ACCOUNT_ROUTES = ROUTES.filter((route): route is AccountRoute => route !== 'validateCoupon');

let phone = 0;
/** One POST to a limited route for `account`, from `ip` (the server trusts `X-Forwarded-For`). */
const attempt = (server: TestServer, route: LimitedRoute, account: string, ip: string) =>
  sendJson(server, LIMITED_ROUTES[route], bodies[route](account, ++phone), { headers: { 'x-forwarded-for': ip } });

function expectThrottled(answer: RawAnswer, minutes: number, route?: LimitedRoute) {
  expect(answer.status).toBe(429);
  const refusal = route === 'validateCoupon' ? 'Too many coupon codes tried.' : 'Too many attempts.';
  expect(answer.body).toMatchObject({
    message: `${refusal} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
}

describe('abuse limits per IP and per account (4 per IP, 2 per account, per minute)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      config: { abuseLimits: uniformAbuseLimits(4, 2, 60_000), trustProxy: true },
    });
  });
  afterAll(() => server.close());

  it.each(ACCOUNT_ROUTES)('%s: the third request for one account is 429, from any IP; others go on', async (route) => {
    const account = `victim.${route}@example.pk`;
    for (const [n, ip] of ['10.1.0.1', '10.1.0.2'].entries()) {
      const answer = await attempt(server, route, account, ip);
      expect(answer.status, `attempt ${n + 1}`).not.toBe(429);
    }
    expectThrottled(await attempt(server, route, account.toUpperCase(), '10.1.0.3'), 1);
    expect((await attempt(server, route, `other.${route}@example.pk`, '10.1.0.3')).status).not.toBe(429);
  });

  it.each(ROUTES)('%s: the fifth request from one IP is 429, whatever the account; other IPs go on', async (route) => {
    const ip = `10.2.${ROUTES.indexOf(route)}.1`;
    for (let n = 0; n < 4; n++) {
      expect((await attempt(server, route, `ip${n}.${route}@example.pk`, ip)).status).not.toBe(429);
    }
    expectThrottled(await attempt(server, route, `ip9.${route}@example.pk`, ip), 1, route);
    expect(
      (await attempt(server, route, `ip9.${route}@example.pk`, `10.3.${ROUTES.indexOf(route)}.1`)).status,
    ).not.toBe(429);
  });

  it('counts each route on its own: a throttled sign-in leaves forgot-password open', async () => {
    for (let n = 0; n < 4; n++) await attempt(server, 'signIn', `own${n}@example.pk`, '10.4.0.1');
    expect((await attempt(server, 'signIn', 'own9@example.pk', '10.4.0.1')).status).toBe(429);
    expect((await attempt(server, 'forgotPassword', 'own9@example.pk', '10.4.0.1')).status).toBe(200);
  });

  it('counts a phone sign-in and an e-mail sign-in of the same account together', async () => {
    const user = { name: 'Phone User', phone: '3219876543', email: 'phone.user@example.pk', password: 'Karachi@2025' };
    await sendJson(server, '/user/signup', user, { headers: { 'x-forwarded-for': '10.5.0.1' } });
    const login = (email: string, ip: string) =>
      sendJson(server, '/user/signin', { email, password: 'Wrong@12345' }, { headers: { 'x-forwarded-for': ip } });
    expect((await login(user.email, '10.5.0.2')).status).not.toBe(429);
    expect((await login(`0${user.phone}`, '10.5.0.3')).status).not.toBe(429);
    expect((await login(`+92${user.phone}`, '10.5.0.4')).status).toBe(429);
  });
});

describe('abuse limits without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    const limits = uniformAbuseLimits(3, 100, 60_000);
    const shortWindow = { limit: 3, windowMs: 3000 };
    server = await startTestServer({
      seed: false,
      config: { abuseLimits: { ...limits, verify: { perIp: shortWindow, perAccount: shortWindow } } },
    });
  });
  afterAll(() => server.close());

  it('ignores a spoofed X-Forwarded-For: the socket address is counted', async () => {
    for (let n = 0; n < 3; n++) {
      expect((await attempt(server, 'forgotPassword', `spoof${n}@example.pk`, `192.0.2.${n}`)).status).toBe(200);
    }
    const answer = await attempt(server, 'forgotPassword', 'spoof9@example.pk', '198.51.100.7');
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('lets the client in again once the window has passed, as Retry-After says', async () => {
    for (let n = 0; n < 3; n++) await attempt(server, 'verify', `window${n}@example.pk`, '203.0.113.1');
    const throttled = await attempt(server, 'verify', 'window9@example.pk', '203.0.113.1');
    expect(throttled.status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, Number(throttled.headers.get('retry-after')) * 1000 + 100));
    // Let in: the unknown address gets the wrong-code answer (400), as any verify without an account does.
    expect((await attempt(server, 'verify', 'window9@example.pk', '203.0.113.1')).status).toBe(400);
  });
});

describe('the production limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { abuseLimits: DEFAULT_ABUSE_LIMITS } });
  });
  afterAll(() => server.close());

  it('allow 10 sign-ins per IP in 15 minutes, then answer 429 for 15 minutes', async () => {
    for (let n = 0; n < 10; n++) {
      const answer = await sendJson(server, '/user/signin', { email: `guess${n}@example.pk`, password: 'x' });
      expect(answer.status).toBe(404);
    }
    const answer = await sendJson(server, '/user/signin', { email: 'demo@sauda.pk', password: 'Sauda@123' });
    expectThrottled(answer, 15);
  });

  it('allow 5 code checks per account in 15 minutes', async () => {
    for (let n = 0; n < 5; n++) {
      const answer = await sendJson(server, '/user/verify-reset-code', { email: 'demo@sauda.pk', code: '000000' });
      expect(answer.status).toBe(400);
    }
    expectThrottled(await sendJson(server, '/user/verify-reset-code', { email: 'demo@sauda.pk', code: '1' }), 15);
  });
});

describe('the coupon check under the production limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { abuseLimits: DEFAULT_ABUSE_LIMITS } });
  });
  afterAll(() => server.close());

  it('allows 10 coupon checks per IP in 15 minutes, then answers 429 with Retry-After, even for a good code', async () => {
    for (let n = 0; n < 10; n++) {
      const answer = await sendJson(server, '/coupons/validate', { couponCode: `PROBE${n}`, orderValue: 5000 });
      expect(answer.status).toBe(404);
    }
    const answer = await sendJson(server, '/coupons/validate', { couponCode: 'EID10', orderValue: 5000 });
    expectThrottled(answer, 15, 'validateCoupon');
    expect(answer.body.success).toBeUndefined();
  });
});

/** Two apps on one database, as two server processes behind a proxy would be; each has its own config. */
async function startTwoInstances(limits = uniformAbuseLimits(4, 2, 60_000)) {
  const database: TestDatabase = await emptyTestDatabase();
  await migrate(database.handle.db);
  const servers = await Promise.all(
    [0, 1].map(() => {
      const config = testConfig({ abuseLimits: limits, trustProxy: true });
      return listen(createApp({ db: database.handle.db, mailer: silentMailer(), config }), 0, '127.0.0.1');
    }),
  );
  return {
    database,
    instances: servers.map((server) => ({ url: server.url }) as TestServer),
    async close() {
      await Promise.all(servers.map((server) => server.close()));
      await database.dispose();
    },
  };
}

describe('abuse limits counted in the database, across instances', () => {
  let two: Awaited<ReturnType<typeof startTwoInstances>>;
  beforeAll(async () => {
    two = await startTwoInstances();
  });
  afterAll(() => two.close());

  it('counts one IP on both instances together: 4 allowed in all, then 429 on either', async () => {
    for (let n = 0; n < 4; n++) {
      const answer = await attempt(two.instances[n % 2]!, 'signIn', `both${n}@example.pk`, '10.6.0.1');
      expect(answer.status, `attempt ${n + 1}`).toBe(404);
    }
    for (const instance of two.instances) {
      expectThrottled(await attempt(instance, 'signIn', 'both9@example.pk', '10.6.0.1'), 1);
    }
  });

  it('lets exactly the limit through when both instances are hit at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        attempt(two.instances[n % 2]!, 'forgotPassword', 'raced@example.pk', `10.7.0.${n + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(2).fill(200), ...Array(10).fill(429)]);
  });

  it('keeps one row per bucket, not per hit, and prunes the rows whose window has passed', async () => {
    const { db } = two.database.handle;
    const rule = { limit: 100, windowMs: 60_000 };
    const start = 1_800_000_000_000;
    for (let n = 0; n < 30; n++) await countHit(db, 'test:prune', 'key', rule, start + n * 100);
    const rows = async () => {
      const mine = (await db.select().from(abuseCounters)).filter((row) => row.limitName === 'test:prune');
      return { rows: mine.length, hits: mine.reduce((sum, row) => sum + row.hits, 0) };
    };
    expect(await rows()).toEqual({ rows: 3, hits: 30 });
    await pruneAbuseCounters(db, start + 60_000);
    expect((await rows()).hits).toBe(30);
    await pruneAbuseCounters(db, start + 63_001);
    expect(await rows()).toEqual({ rows: 0, hits: 0 });
  });
});
