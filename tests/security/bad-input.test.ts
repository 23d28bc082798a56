import fc from 'fast-check';
import type { JsonSchema } from '@sauda/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../packages/server/src/auth/token';
import { catalogueLines, orderBody, postOrder } from '../server/helpers';
import {
  expectCleanAnswer,
  type InsertedShopper,
  insertShoppers,
  type KeyedServer,
  send,
  startKeyedServer,
} from './helpers';
import { hostileJson, hostileText } from './hostile-values';
import { type ApiOperation, apiOperations, resolveSchema } from './openapi-operations';

/** Generated requests per operation (the document has 44, the server 6 more of its own). */
const RUNS = 75;
/** Longest generated text: long enough to overflow columns and indexes, small enough to stay under 1 MB bodies. */
const LONG_TEXT = 200_000;
/** Longest generated path or query value. */
const LONG_URL_TEXT = 1_000;
/** URLs stay under Node's 16 KB header limit (past it Node itself answers 431, tested in transport.test.ts). */
const MAX_URL_LENGTH = 12_000;

/** Operations the server answers that the client does not call. */
const SERVER_ONLY: ApiOperation[] = [
  { key: 'GET /health', method: 'GET', path: '/health', parameters: [], body: null },
  {
    key: 'GET /dev/outbox',
    method: 'GET',
    path: '/dev/outbox',
    parameters: [{ name: 'email', in: 'query', required: true, schema: { type: 'string' } }],
    body: null,
  },
  {
    key: 'GET /media/placeholder.svg',
    method: 'GET',
    path: '/media/placeholder.svg',
    parameters: [
      { name: 'text', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'color', in: 'query', required: false, schema: { type: 'string' } },
    ],
    body: null,
  },
  {
    key: 'GET /media/uploads/{name}',
    method: 'GET',
    path: '/media/uploads/{name}',
    parameters: [
      { name: 'name', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'w', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
    ],
    body: null,
  },
  {
    key: 'GET /media/placeholder',
    method: 'GET',
    path: '/media/placeholder',
    parameters: [
      { name: 'text', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'color', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'w', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
    ],
    body: null,
  },
  {
    key: 'GET /media/demo/{file}',
    method: 'GET',
    path: '/media/demo/{file}',
    parameters: [
      { name: 'file', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'w', in: 'query', required: false, schema: { type: 'string' } },
    ],
    body: null,
  },
];

interface Fixture {
  keyed: KeyedServer;
  fuzzer: InsertedShopper;
  /** Real ids and texts by field name, so generated requests also get past validation into the handlers. */
  good: Record<string, unknown>;
  tokens: string[];
}
let f: Fixture;
let sent = 0;

beforeAll(async () => {
  const keyed = await startKeyedServer();
  const [fuzzer] = await insertShoppers(keyed, 1, 'fuzz');
  const { colour } = await catalogueLines(keyed.server, { count: 2 });
  const line = colour[0]!;
  const order = await postOrder(keyed.server, fuzzer!.token, orderBody(fuzzer!.userId, [[line, 1]]));
  f = {
    keyed,
    fuzzer: fuzzer!,
    tokens: [
      fuzzer!.token,
      issueToken(fuzzer!.userId, keyed.secret, -60),
      'not-a-token',
      `${fuzzer!.token.split('.')[0]}.${'A'.repeat(43)}`,
    ],
    good: {
      userId: fuzzer!.userId,
      productId: line.id,
      shopId: line.shopId,
      orderId: order.body.parentOrderId,
      orderGroupId: order.body.orderGroupId,
      email: fuzzer!.email,
      phone: '3001234567',
      phoneNumber: '3001234567',
      password: 'Karachi@2025',
      newPassword: 'Lahore@2025',
      code: '123456',
      resetCode: '123456',
      name: 'Fuzz Shopper',
      fullName: 'Fuzz Shopper',
      comment: 'Fine',
      rating: 4,
      color: line.color,
      quantity: 1,
      couponCode: 'EID10',
      orderValue: 2500,
      query: 'shirt',
      page: 1,
      perPage: 10,
      country: 'Pakistan',
      state: 'Punjab',
      city: 'Lahore',
      zipCode: '54000',
      streetAddressLine1: 'House 1',
      reason: 'Damaged Item',
      message: 'Hello',
      text: 'Shoes',
    },
  };
});
afterAll(() => f.keyed.server.close());

/** A real value for a field name (the path's `id` is a product or the fuzzer, by path), else one of its type. */
function goodValue(name: string, schema: JsonSchema, path: string): unknown {
  if (name === 'id') return path.startsWith('/user/') ? f.fuzzer.userId : f.good.productId;
  if (name in f.good) return f.good[name];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  return 'text';
}

/** A value for `schema` that mostly keeps its shape, with hostile values in some fields. */
function shapedValue(schema: JsonSchema, name: string, path: string, depth: number): fc.Arbitrary<unknown> {
  const resolved = resolveSchema(schema);
  const hostile = hostileJson(LONG_TEXT);
  if (depth > 3) return hostile;
  if (resolved.type === 'object' && resolved.properties) {
    const properties = resolved.properties as Record<string, JsonSchema>;
    const fields = Object.fromEntries(
      Object.entries(properties).map(([key, property]) => [key, shapedValue(property, key, path, depth + 1)]),
    );
    const shaped = fc.record(fields, { requiredKeys: [] });
    const extra = fc.dictionary(hostileText(32), hostile, { maxKeys: 3 });
    return fc.oneof(
      { weight: 6, arbitrary: fc.tuple(shaped, extra).map(([own, junk]) => ({ ...junk, ...own })) },
      { weight: 1, arbitrary: hostile },
    );
  }
  if (resolved.type === 'array' && resolved.items) {
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.array(shapedValue(resolved.items as JsonSchema, name, path, depth + 1), { maxLength: 3 }),
      },
      { weight: 1, arbitrary: hostile },
    );
  }
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(goodValue(name, resolved, path)) },
    { weight: 3, arbitrary: hostile },
  );
}

/** Percent-encodes text, lone surrogates included (which `encodeURIComponent` refuses). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(Buffer.from(text).toString());
  }
}

/** Text for a path or query value: a real one, hostile text, or a value of the wrong kind written as text. */
function urlValue(name: string, schema: JsonSchema, path: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(String(goodValue(name, schema, path))) },
    { weight: 4, arbitrary: hostileText(LONG_URL_TEXT) },
    { weight: 1, arbitrary: hostileJson(64).map((value) => JSON.stringify(value) ?? 'undefined') },
  );
}

interface FuzzRequest {
  path: string;
  body?: { json: unknown } | { form: [string, string | Uint8Array][] };
  token?: string;
}

function requestFor(operation: ApiOperation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map((p) => urlValue(p.name, p.schema, operation.path)))
    .map((values) =>
      pathParams.reduce((built, p, n) => built.replace(`{${p.name}}`, encode(values[n]!)), operation.path),
    );
  const query = fc
    .tuple(
      fc.tuple(...queryParams.map((p) => fc.option(urlValue(p.name, p.schema, operation.path), { nil: undefined }))),
      fc.array(fc.tuple(hostileText(64), hostileText(256)), { maxLength: 2 }),
    )
    .map(([values, extra]) =>
      [...queryParams.flatMap((p, n) => (values[n] === undefined ? [] : [[p.name, values[n]!]])), ...extra]
        .map(([key, value]) => `${encode(key!)}=${encode(value!)}`)
        .join('&'),
    );
  const token = fc.option(fc.constantFrom(...f.tokens), { nil: undefined });
  const body: fc.Arbitrary<FuzzRequest['body']> = !operation.body
    ? fc.constant(undefined)
    : operation.body.type === 'json'
      ? shapedValue(operation.body.schema, '', operation.path, 0).map((json) => ({ json }))
      : multipartBody(operation.body.schema, operation.path);
  return fc
    .record({ path, query, token, body })
    .filter(({ path, query }) => path.length + query.length < MAX_URL_LENGTH)
    .map(({ path, query, token, body }) => ({
      path: query ? `${path}?${query}` : path,
      ...(body === undefined ? {} : { body }),
      ...(token === undefined ? {} : { token }),
    }));
}

/** Form fields of `schema` with real or hostile text, and files (random bytes) where the schema has them or not. */
function multipartBody(schema: JsonSchema, path: string): fc.Arbitrary<FuzzRequest['body']> {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  const field = ([name, property]: [string, JsonSchema]) =>
    fc.oneof(
      fc.constant(String(goodValue(name, property, path))),
      hostileText(20_000),
      fc.uint8Array({ maxLength: 2048 }),
      fc.constant(new Uint8Array(0)),
    );
  return fc.tuple(...properties.map((entry) => fc.option(field(entry), { nil: undefined }))).map((values) => ({
    form: properties.flatMap(([name], n) =>
      values[n] === undefined ? [] : [[name, values[n]] as [string, string | Uint8Array]],
    ),
  }));
}

async function sendFuzz(operation: ApiOperation, request: FuzzRequest) {
  sent++;
  const init = { method: operation.method, ...(request.token ? { token: request.token } : {}) };
  if (request.body && 'json' in request.body) {
    const text = JSON.stringify(request.body.json) ?? '';
    return send(f.keyed.server, request.path, { ...init, headers: { 'content-type': 'application/json' }, body: text });
  }
  if (request.body) {
    const form = new FormData();
    for (const [name, value] of request.body.form) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([new Uint8Array(value)]), 'file.png');
    }
    return send(f.keyed.server, request.path, { ...init, body: form });
  }
  return send(f.keyed.server, request.path, init);
}

describe.each([...apiOperations(), ...SERVER_ONLY])('$key', (operation) => {
  it('answers generated hostile params, queries and bodies with 2xx or 4xx { message }, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(requestFor(operation), async (request) => {
        const answer = await sendFuzz(operation, request);
        expectCleanAnswer(answer, `${operation.method} ${request.path.slice(0, 200)}`);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('after the flood', () => {
  it(`tried at least 3000 generated requests, and the server still answers`, async () => {
    console.log(`bad-input suite: ${sent} generated requests`);
    expect(sent).toBeGreaterThanOrEqual(3000);
    const health = await send(f.keyed.server, '/health');
    expect(health.status).toBe(200);
    const users = await send(f.keyed.server, `/user/${f.fuzzer.userId}`, { token: f.fuzzer.token });
    expect(users.status).toBe(200);
  });
});
