import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { catalogueLines, orderBody, postOrder } from '../server/helpers';
import {
  expectCleanAnswer,
  type InsertedShopper,
  insertShoppers,
  type KeyedServer,
  send,
  sendJson,
  startKeyedServer,
} from './helpers';
import { SQL_PAYLOADS } from './hostile-values';
import { apiOperations } from './openapi-operations';

let keyed: KeyedServer;
let shopper: InsertedShopper;
let productId: string;
let orderId: string;
beforeAll(async () => {
  keyed = await startKeyedServer();
  [shopper] = (await insertShoppers(keyed, 1, 'transport')) as [InsertedShopper];
  const { colour } = await catalogueLines(keyed.server, { count: 1 });
  productId = colour[0]!.id;
  orderId = (await postOrder(keyed.server, shopper.token, orderBody(shopper.userId, [[colour[0]!, 1]]))).body
    .parentOrderId;
});
afterAll(() => keyed.server.close());

const JSON_TYPE_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';
const operations = apiOperations();
/** A concrete path for an operation: the shopper's id for users, a real product or order for the others. */
const pathOf = (path: string) =>
  path
    .replace('{userId}', shopper.userId)
    .replace('{id}', path.startsWith('/user/') ? shopper.userId : productId)
    .replace('{productId}', productId)
    .replace('{orderId}', orderId);
const server = () => keyed.server;

describe.each(operations.filter((o) => o.body?.type === 'json'))('$key refuses bodies that are not JSON', (o) => {
  const post = (body: BodyInit, headers: Record<string, string>) =>
    send(server(), pathOf(o.path), { method: o.method, body, headers, token: shopper.token });

  it('400 for broken JSON, 415 for another or no content type, 413 over 1 MB', async () => {
    const broken = await post('{"email": "a@b.pk",', { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('The request body is not valid JSON');

    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', undefined]) {
      const answer = await post(new Blob(['{"email":"a@b.pk"}'], type ? { type } : {}), {});
      expect([400, 415], `${type}: ${answer.text}`).toContain(answer.status);
      expect(answer.body.message).toBe(JSON_TYPE_MESSAGE);
    }

    const big = await post(JSON.stringify({ email: 'x'.repeat(1024 * 1024) }), { 'content-type': 'application/json' });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: 'The request body is too large: at most 1 MB.', code: 'payload_too_large' });

    const deep = await post(`${'['.repeat(200_000)}${']'.repeat(200_000)}`, { 'content-type': 'application/json' });
    expectCleanAnswer(deep, `${o.key} with 200 000 nested arrays`);
    expect(deep.status).toBe(400);
  });
});

describe.each(operations.filter((o) => o.body?.type === 'multipart'))('$key refuses a JSON body', (o) => {
  it('415 with the form message', async () => {
    const answer = await sendJson(
      server(),
      pathOf(o.path),
      { userId: shopper.userId, name: 'X' },
      {
        method: o.method,
        token: shopper.token,
      },
    );
    expect(answer).toMatchObject({ status: 415, body: { message: 'Send this form as multipart/form-data.' } });
  });
});

describe('hostile text is stored verbatim or refused harmlessly', () => {
  it('stores SQL payloads, markup and Urdu in a contact message exactly as sent', async () => {
    for (const payload of SQL_PAYLOADS) {
      const message = `${payload} <script>alert(1)</script> سودا`;
      const answer = await sendJson(server(), '/contact', { name: payload.slice(0, 100), email: 'a@b.pk', message });
      expect(answer.status, answer.text).toBe(201);
      const stored = await server().db.query.contactMessages.findFirst({
        where: (row, { eq }) => eq(row.message, message),
      });
      expect(stored).toMatchObject({ name: payload.slice(0, 100), message });
    }
    expect(
      await server().db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, 'demo@sauda.pk') }),
    ).toBeTruthy();
  });

  it('keeps a profile name that is an SQL payload, and the users table with it', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const form = new FormData();
    form.append('name', name);
    form.append('phone', '');
    const put = await send(server(), `/user/${shopper.userId}`, { method: 'PUT', body: form, token: shopper.token });
    expect(put.status).toBe(200);
    const profile = await send(server(), `/user/${shopper.userId}`, { token: shopper.token });
    expect(profile.body.Name).toBe(name);
    const signIn = await sendJson(server(), '/user/signin', { email: 'demo@sauda.pk', password: 'Sauda@123' });
    expect(signIn.status).toBe(200);
  });

  it('finds nothing for SQL payloads and LIKE wildcards in a search, rather than everything', async () => {
    const all = await send(server(), '/products/search/result?query=');
    expect(all.body.totalResults).toBeGreaterThan(0);
    for (const payload of [...SQL_PAYLOADS, '%', '_', '%%', '\\']) {
      const answer = await send(server(), `/products/search/result?query=${encodeURIComponent(payload)}`);
      expect(answer.status, payload).toBe(200);
      expect(answer.body.totalResults, payload).toBeLessThan(all.body.totalResults);
    }
  });

  it('answers text too long for its field with the field’s limit, and NUL characters with a clear 400', async () => {
    const address = {
      email: shopper.email,
      streetAddressLine1: 'A'.repeat(200),
      city: 'Lahore',
      state: 'Punjab',
      zipCode: '54000',
    };
    expect((await sendJson(server(), '/addresses/edit', address, { method: 'PUT', token: shopper.token })).status).toBe(
      201,
    );
    const long = await sendJson(
      server(),
      '/addresses/edit',
      { ...address, streetAddressLine1: 'A'.repeat(201) },
      { method: 'PUT', token: shopper.token },
    );
    expect(long).toMatchObject({ status: 400, body: { message: 'streetAddressLine1 must be at most 200 characters' } });
    const nul = await sendJson(server(), '/contact', { name: 'A\u0000B', email: 'a@b.pk', message: 'Hi' });
    expect(nul).toMatchObject({ status: 400, body: { message: 'Text may not contain NUL characters.' } });
    const query = await send(server(), '/products/search/result?query=a%00b');
    expect(query).toMatchObject({ status: 400, body: { message: 'Text may not contain NUL characters.' } });
  });

  it('answers page=x and perPage=x with their own messages', async () => {
    expect((await send(server(), '/products?page=x')).body).toEqual({
      message: 'page must be a whole number',
      code: 'validation_failed',
    });
    expect((await send(server(), '/products?perPage=ten')).body).toEqual({
      message: 'perPage must be a whole number',
      code: 'validation_failed',
    });
    expect((await send(server(), '/products?page=99999999')).body).toEqual({
      message: 'page must be at most 1000000',
      code: 'validation_failed',
    });
  });
});

describe('the connection', () => {
  it('closes after an answer given before a big body was read, so a keep-alive client is not cut off', async () => {
    const api = `${server().url}/api/v1`;
    for (let n = 0; n < 12; n++) {
      const early = await fetch(`${api}/orders/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ junk: 'A'.repeat(600_000) }),
      });
      expect(early.status).toBe(401);
      expect(early.headers.get('connection')).toBe('close');
      await early.text();
      await new Promise((resolve) => setTimeout(resolve, (n % 3) * 250));
      expect((await fetch(`${api}/health`)).status).toBe(200);
    }
  });

  it('refuses a 64 KB URL at the HTTP layer (431) and keeps serving', async () => {
    const answer = await send(server(), `/products/search/result?query=${'A'.repeat(64 * 1024)}`);
    expect(answer.status).toBe(431);
    expect((await send(server(), '/health')).status).toBe(200);
  });

  it('marks every API answer nosniff and JSON, errors included', async () => {
    for (const path of ['/health', '/products/not-a-uuid', '/nothing-here']) {
      const answer = await send(server(), path);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

describe('CORS', () => {
  let open: TestServer;
  let closed: TestServer;
  beforeAll(async () => {
    [open, closed] = await Promise.all([
      startTestServer({ seed: false, config: { corsOrigins: ['https://shop.example.pk'] } }),
      startTestServer({ seed: false }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([open.close(), closed.close()]);
  });

  const preflight = (target: TestServer, origin: string) =>
    send(target, '/orders/create', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
  const corsHeaders = (headers: Headers) => [...headers.keys()].filter((name) => name.startsWith('access-control-'));

  it('answers a preflight from a listed origin with that origin, the methods and headers, never * or credentials', async () => {
    const answer = await preflight(open, 'https://shop.example.pk');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://shop.example.pk');
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toBe(
      'authorization, content-type, idempotency-key',
    );
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('vary')).toContain('Origin');
    const get = await send(open, '/brands', { headers: { origin: 'https://shop.example.pk' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://shop.example.pk');
    expect(get.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(get.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
  });

  it('gives other origins, and every origin when none is listed, no CORS headers and a 403 preflight', async () => {
    for (const [target, origin] of [
      [open, 'https://evil.example'],
      [open, 'https://shop.example.pk.evil.example'],
      [open, 'null'],
      [closed, 'https://shop.example.pk'],
    ] as const) {
      const answer = await preflight(target, origin);
      expect(answer.status, origin).toBe(403);
      expect(answer.body).toEqual({ message: 'This origin may not call the Sauda API.', code: 'origin_not_allowed' });
      expect(corsHeaders(answer.headers), origin).toEqual([]);
      const get = await send(target, '/health', { headers: { origin } });
      expect(get.status).toBe(200);
      expect(corsHeaders(get.headers), origin).toEqual([]);
    }
  });
});
