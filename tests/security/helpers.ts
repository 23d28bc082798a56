import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { issueToken } from '../../packages/server/src/auth/token';
import type { AppConfig } from '../../packages/server/src/config';
import { users } from '../../packages/server/src/db/schema';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import type { Shopper, Wire } from '../server/helpers';

/** A test server whose token secret the test knows, so it can sign tokens for shoppers it inserts. */
export interface KeyedServer {
  server: TestServer;
  secret: string;
}

/** Starts a seeded test server with a known token secret (and any other config). */
export async function startKeyedServer(config: Partial<AppConfig> = {}): Promise<KeyedServer> {
  const secret = randomBytes(32).toString('hex');
  return { server: await startTestServer({ config: { tokenSecret: secret, ...config } }), secret };
}

/** A shopper inserted straight into the database (verified), with its e-mail, name and phone. */
export interface InsertedShopper extends Shopper {
  email: string;
  name: string;
  phone: string;
}

/**
 * `count` verified shoppers written straight to the users table, each with a bearer token signed by the server's
 * secret: fixtures for suites that test what signed-in shoppers do, not signing up (which costs three scrypt hashes).
 */
export async function insertShoppers({ server, secret }: KeyedServer, count: number, tag: string) {
  const rows = Array.from({ length: count }, (_, n) => ({
    name: `Shopper ${tag} ${n}`,
    email: `${tag}.${n}@security.example.pk`,
    phone: `3${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    passwordHash: 'scrypt$unused$unused',
    isVerified: true,
  }));
  const inserted = await server.db.insert(users).values(rows).returning({ id: users.id });
  return inserted.map(({ id }, n): InsertedShopper => ({
    userId: id,
    token: issueToken(id, secret, 3600),
    email: rows[n]!.email,
    name: rows[n]!.name,
    phone: rows[n]!.phone,
  }));
}

/** An answer read as text and, when it is JSON, parsed. */
export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  body: Wire;
}

/**
 * Any request against a test server's `/api/v1`, with raw headers and body: for attacks the typed helpers avoid.
 * Each request gets its own connection, so one attack's fate (a refused body, a closed socket) never leaks into the
 * next, and a busy machine cannot race a reused keep-alive socket against the server's idle timeout.
 */
export async function send(
  server: TestServer,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit; token?: string } = {},
): Promise<RawAnswer> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const prepared = new Request(`${server.url}/api/v1${path}`, {
    method,
    headers: { ...init.headers, ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const payload = prepared.body ? Buffer.from(await prepared.arrayBuffer()) : null;
  const headers: Record<string, string> = Object.fromEntries(prepared.headers);
  if (payload) headers['content-length'] = String(payload.length);
  const { status, responseHeaders, text } = await new Promise<{
    status: number;
    responseHeaders: Headers;
    text: string;
  }>((resolve, reject) => {
    const outgoing = httpRequest(prepared.url, { method, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({ status: incoming.statusCode ?? 0, responseHeaders, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload ?? undefined);
  });
  let body: Wire = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = undefined;
  }
  return { status, headers: responseHeaders, text, body };
}

/** A JSON POST (or `method`) with extra headers, e.g. `X-Forwarded-For`. */
export function sendJson(
  server: TestServer,
  path: string,
  body: unknown,
  init: { method?: string; headers?: Record<string, string>; token?: string } = {},
): Promise<RawAnswer> {
  return send(server, path, {
    ...init,
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  });
}

/** Fails with the request and answer unless it is a 2xx, or a 4xx with a text `message` and no stack trace. */
export function expectCleanAnswer(answer: RawAnswer, request: string): void {
  const problem =
    answer.status >= 500
      ? 'a 5xx'
      : answer.status < 200 || (answer.status >= 300 && answer.status < 400)
        ? `an unexpected ${answer.status}`
        : answer.status >= 400 && (typeof answer.body?.message !== 'string' || answer.body.message.trim() === '')
          ? 'a 4xx without a message'
          : answer.status >= 400 && /(?:\\n|\n)\s*at \S.*?:\d+:\d+/.test(answer.text)
            ? 'a stack trace'
            : null;
  if (problem) {
    throw new Error(`${request} got ${problem}: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
}
