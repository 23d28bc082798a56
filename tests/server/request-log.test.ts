import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleMailer } from '../../packages/server/src/mail/mailer';
import { call } from './helpers';
import { type LogLine, type ObservedServer, rawRows, startObservedServer } from './observed-app';

const SHOP_ID = '0b7e1f5a-3c2d-4e6f-8a9b-1c2d3e4f5a6b';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const requestLines = (server: ObservedServer) => server.lines().filter((line) => line.event === 'request');

/** The code last mailed to `email`, from the dev outbox (newest first). */
async function mailedCode(server: ObservedServer, email: string): Promise<string> {
  const outbox = await call(server, `/dev/outbox?email=${encodeURIComponent(email)}`);
  return (outbox.body as { code: string }[])[0]!.code;
}

describe('the request log', () => {
  let server: ObservedServer;
  beforeAll(async () => {
    server = await startObservedServer({ mailer: (logger) => consoleMailer(logger) });
  });
  afterAll(() => server.close());

  it('writes one JSON line per request: level, time, id, method, route pattern, path, status, ms, client', async () => {
    const response = await fetch(`${server.url}/api/v1/shops/${SHOP_ID}?from=test`, {
      headers: { 'X-Request-Id': 'trace-7f3a_19:2=' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-7f3a_19:2=');
    const line = requestLines(server).find((candidate) => candidate.requestId === 'trace-7f3a_19:2=');
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      hostname: expect.any(String),
      event: 'request',
      requestId: 'trace-7f3a_19:2=',
      method: 'GET',
      route: '/api/v1/shops/:id',
      path: `/api/v1/shops/${SHOP_ID}`,
      status: response.status,
      ms: expect.any(Number),
      client: '127.0.0.1',
    });
  });

  it('replaces a request id that is not a sane token of at most 128 characters with a new UUID', async () => {
    for (const sent of ['has spaces', 'quote"and\\slash', 'x'.repeat(129), '']) {
      const response = await fetch(`${server.url}/api/v1/health/live`, { headers: { 'X-Request-Id': sent } });
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(UUID);
      expect(requestLines(server).at(-1)!.requestId).toBe(id);
    }
    const longest = 'a'.repeat(128);
    const kept = await fetch(`${server.url}/api/v1/health/live`, { headers: { 'X-Request-Id': longest } });
    expect(kept.headers.get('x-request-id')).toBe(longest);
  });

  it('gives 404s, refusals and the metrics their id too, and logs 5xx at level error', async () => {
    const notFound = await fetch(`${server.url}/nowhere`);
    const refused = await fetch(`${server.url}/api/v1/user/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    const metrics = await fetch(`${server.url}/metrics`);
    for (const response of [notFound, refused, metrics]) expect(response.headers.get('x-request-id')).toMatch(UUID);
    expect(requestLines(server).at(-2)).toMatchObject({ route: '/api/v1/user/signin', status: 400, level: 'info' });
    expect(requestLines(server).every((line) => typeof line.requestId === 'string')).toBe(true);
  });

  it('never carries a password, code, hash or token through sign-up, sign-in and a password reset', async () => {
    const email = 'logcheck@example.pk';
    const password = 'Karachi@Log2025';
    const newPassword = 'Lahore@Log2026';
    const signUp = await call(server, '/user/signup', {
      body: { name: 'Log Check', phone: '3451299999', email, password },
    });
    expect(signUp.status).toBeLessThan(300);
    const verifyCode = await mailedCode(server, email);
    expect((await call(server, '/user/verify', { body: { email, code: verifyCode } })).status).toBeLessThan(300);
    const signIn = await call(server, '/user/signin', { body: { email, password } });
    const token = signIn.body.token as string;
    expect(token).toBeTruthy();
    await call(server, `/user/${signIn.body.user.userId}`, { token });
    await call(server, '/user/forgot-password', { body: { email } });
    const resetCode = await mailedCode(server, email);
    await call(server, '/user/verify-reset-code', { body: { email, code: resetCode } });
    const reset = await call(server, '/user/reset-password', { body: { email, resetCode, newPassword } });
    expect(reset.status).toBeLessThan(300);

    const hashes = await rawRows<{ password_hash: string }>(server.testDb, 'SELECT password_hash FROM users');
    const log = server.logText();
    for (const secret of [
      password,
      newPassword,
      verifyCode,
      resetCode,
      token,
      ...hashes.map((row) => row.password_hash),
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain(email);
    const mails = server.lines().filter((line) => line.event === 'mail not sent');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ level: 'warn', to: 'l***@example.pk', subject: 'Verify your Sauda account' });
    expect(String(mails[0]!.reason)).toContain('SAUDA_DEV_OUTBOX=1');
  });
});

describe('an unexpected database error', () => {
  let server: ObservedServer;
  beforeAll(async () => {
    server = await startObservedServer();
  });
  afterAll(() => server.close());

  it('answers 500 without details and logs class, SQL state and a redacted message, never the statement or its values', async () => {
    // A table gone behind the app's back: the insert of the sign-up's code mail fails with its values as parameters.
    await rawRows(server.testDb, 'ALTER TABLE outbox RENAME TO outbox_moved');
    const email = 'broken.outbox@example.pk';
    const password = 'Quetta@Broken2025';
    const signUp = await call(server, '/user/signup', {
      body: { name: 'Broken Outbox', phone: '3451288888', email, password },
    });
    expect(signUp).toEqual({ status: 500, body: { message: 'Internal server error', code: 'internal_error' } });

    const errors = server.lines().filter((line) => line.event === 'unexpected error');
    expect(errors).toHaveLength(1);
    const error = errors[0] as LogLine & { message: string; stack: string };
    expect(error).toMatchObject({ level: 'error', errorClass: 'DrizzleQueryError', sqlState: '42P01' });
    expect(error.message).toBe('relation "…" does not exist');
    expect(error.stack).toMatch(/^\s+at /);
    expect(error.requestId).toBe(requestLines(server).at(-1)!.requestId);
    const log = server.logText();
    for (const leak of [email, password, 'scrypt$', 'insert into', 'params:', 'verification code is']) {
      expect(log.toLowerCase()).not.toContain(leak.toLowerCase());
    }
  });
});
