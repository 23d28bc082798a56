import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../packages/server/src/db/connect';
import type { TestServer } from '../../packages/server/src/testing';
import { call } from '../server/helpers';
import { rawRows } from '../server/observed-app';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TEST_DATABASE_URL = process.env.SAUDA_TEST_DATABASE_URL;
/** The first start seeds the demo marketplace; on a busy machine that takes a while. */
const START_TIMEOUT_MS = 150_000;
const PRESTOP_DELAY_MS = 1500;

/** One run of the server process: its URL, its output so far and its exit. */
interface Run {
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

const secret = randomBytes(32).toString('hex');
let dataDir: string;
/** On PostgreSQL, a database of this test's own (dropped afterwards); else PGlite files in `dataDir`. */
let databaseUrl = '';
let admin: postgres.Sql | undefined;

/** Starts `packages/server/src/main.ts` as production does, with the console mailer (no SMTP) and a pre-stop delay. */
function startServer(): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SAUDA_DATA_DIR: dataDir,
      SAUDA_STATIC_DIR: join(dataDir, 'no-storefront'),
      SAUDA_TOKEN_SECRET: secret,
      SAUDA_SEED: 'demo',
      SAUDA_DEV_OUTBOX: '1',
      SAUDA_ABUSE_LIMITS: 'off',
      SAUDA_PRESTOP_DELAY_MS: String(PRESTOP_DELAY_MS),
      SMTP_URL: '',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      const url = /"event":"listening","url":"([^"]+)"/.exec(output)?.[1];
      if (url) {
        clearInterval(poll);
        resolve({ url, child, output: () => output, exited });
      } else if (Date.now() - started > START_TIMEOUT_MS) {
        clearInterval(poll);
        child.kill('SIGKILL');
        reject(new Error(`the server did not start in ${START_TIMEOUT_MS} ms:\n${output}`));
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(poll);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
}

/** Runs `text` on the server's database from the test while no server holds it (PGlite) or beside it (PostgreSQL). */
async function onDatabase<T>(text: string): Promise<T[]> {
  if (admin) return (await admin.unsafe(text)) as T[];
  const handle = await connectDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    return await rawRows<T>(handle.db, text);
  } finally {
    await handle.close();
  }
}

const asServer = (run: Run) => ({ url: run.url }) as TestServer;

/** The code last mailed to `email`, from the dev outbox. */
async function mailedCode(run: Run, email: string): Promise<string> {
  const outbox = await call(asServer(run), `/dev/outbox?email=${encodeURIComponent(email)}`);
  return (outbox.body as { code: string }[])[0]!.code;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sauda-logs-'));
  if (TEST_DATABASE_URL) {
    const name = `sauda_logs_${randomBytes(5).toString('hex')}`;
    const server = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await server.unsafe(`CREATE DATABASE ${name}`);
    await server.end();
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  }
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (admin && TEST_DATABASE_URL) {
    const name = new URL(databaseUrl).pathname.slice(1);
    await admin.end();
    const server = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await server.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.end();
  }
});

describe('the real server process', () => {
  it('logs no secret, code, hash, token or password through a day of use, a failing statement and two shutdowns', async () => {
    const email = 'log.audit@example.pk';
    const password = 'Karachi@Audit2025';
    const newPassword = 'Lahore@Audit2026';
    const secrets: string[] = [secret, password, newPassword, 'Sauda@123'];

    const first = await startServer();
    const api = asServer(first);
    expect(
      (await call(api, '/user/signup', { body: { name: 'Log Audit', phone: '3451277777', email, password } })).status,
    ).toBeLessThan(300);
    const verifyCode = await mailedCode(first, email);
    expect((await call(api, '/user/verify', { body: { email, code: verifyCode } })).status).toBeLessThan(300);
    const signIn = await call(api, '/user/signin', { body: { email, password } });
    const demo = await call(api, '/user/signin', { body: { email: 'demo@sauda.pk', password: 'Sauda@123' } });
    expect([signIn.status, demo.status]).toEqual([200, 200]);
    expect((await call(api, `/user/${signIn.body.user.userId}`, { token: signIn.body.token })).status).toBe(200);
    await call(api, '/user/forgot-password', { body: { email } });
    const resetCode = await mailedCode(first, email);
    await call(api, '/user/verify-reset-code', { body: { email, code: resetCode } });
    expect((await call(api, '/user/reset-password', { body: { email, resetCode, newPassword } })).status).toBe(200);
    const again = await call(api, '/user/signin', { body: { email, password: newPassword } });
    secrets.push(verifyCode, resetCode, signIn.body.token, demo.body.token, again.body.token);

    // SIGTERM: readiness goes 503 at once, requests are still served through the pre-stop delay, then it exits.
    const signalled = performance.now();
    first.child.kill('SIGTERM');
    let notReadyAfter = Infinity;
    while (performance.now() - signalled < 1000) {
      const ready = await fetch(`${first.url}/api/v1/health/ready`);
      if (ready.status === 503) {
        expect(await ready.json()).toEqual({ status: 'not ready', reason: 'shutting down' });
        notReadyAfter = performance.now() - signalled;
        break;
      }
      await sleep(20);
    }
    console.log(`readiness answered 503 ${notReadyAfter.toFixed(0)} ms after SIGTERM`);
    expect(notReadyAfter).toBeLessThan(1000);
    expect((await fetch(`${first.url}/api/v1/shops`)).status).toBe(200);
    expect((await fetch(`${first.url}/api/v1/health/live`)).status).toBe(200);
    expect(await first.exited).toBe(0);
    expect(performance.now() - signalled).toBeGreaterThanOrEqual(PRESTOP_DELAY_MS);

    // A failing statement whose parameters are an e-mail, a password hash and a code: the outbox table is gone.
    await onDatabase('ALTER TABLE outbox RENAME TO outbox_moved');
    const second = await startServer();
    const broken = await call(asServer(second), '/user/signup', {
      body: { name: 'Broken Mail', phone: '3451266666', email: 'broken.mail@example.pk', password },
    });
    expect(broken.status).toBe(500);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    await onDatabase('ALTER TABLE outbox_moved RENAME TO outbox');

    const hashes = await onDatabase<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(hashes.length).toBeGreaterThan(80);
    const log = first.output() + second.output();
    for (const value of [...secrets, ...hashes.map((row) => row.password_hash)]) expect(log).not.toContain(value);
    for (const leak of ['scrypt$', 'params:', 'insert into', 'verification code is', 'reset code is', email]) {
      expect(log.toLowerCase()).not.toContain(leak.toLowerCase());
    }

    const lines = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: string; event?: string; requestId?: string; time: string });
    const requests = lines.filter((line) => line.event === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(12);
    expect(requests.every((line) => typeof line.requestId === 'string' && line.requestId.length > 0)).toBe(true);
    expect(lines.every((line) => typeof line.level === 'string' && typeof line.time === 'string')).toBe(true);
    expect(lines.filter((line) => line.event === 'unexpected error')).toHaveLength(1);
    expect(lines.filter((line) => line.event === 'mail not sent').length).toBeGreaterThanOrEqual(2);
    expect(lines.map((line) => line.event)).toEqual(expect.arrayContaining(['stopping', 'draining', 'stopped']));
  });
});
