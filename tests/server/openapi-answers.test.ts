import { randomUUID } from 'node:crypto';
import { allEndpoints } from '@sauda/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformAbuseLimits } from '../../packages/server/src/security/abuse-limits';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call, catalogueLines, formOf, makeImage, moveOrder, orderBody, signInDemo, signUpShopper } from './helpers';
import type { CatalogueLine, Shopper } from './helpers';
import { openApiValidator } from './openapi-validator';

/*
 * Every operation of the OpenAPI document, called on the reference server with valid input and with the input of
 * each documented 4xx, its answers validated against the document (status, body schema, error code). At the end no
 * documented answer may be left unseen, so the document lists only what the server really answers.
 */

/** One request of an operation: path parameters, query, a JSON body (or raw text) or a form, and a bearer token. */
interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: () => FormData | Promise<FormData>;
  text?: { body: string; type: string };
  token?: string;
  headers?: Record<string, string>;
}

const validator = openApiValidator();
const DEMO_EMAIL = 'demo@sauda.pk';
const unknownId = () => randomUUID();

/** Answers documented but only reachable in a race, which a test cannot call up on demand. */
const RACE_ONLY = new Set(['orders.create 409']);

let server: TestServer;
let limited: TestServer;
let demo: Shopper;
let other: Shopper & { email: string };
let line: CatalogueLine;
/** The orders placed for the order calls; the details and the return name theirs by order number. */
let placed: { pending: string; pendingNumber: string; delivered: string; deliveredNumber: string };
let otherPhone: string;
let voucherShop: string;

const address = {
  streetAddressLine1: 'House 12, Street 4, Gulberg III',
  streetAddressLine2: '',
  city: 'Lahore',
  state: 'Punjab',
  zipCode: '54660',
};
const cancellation = () => ({ userId: demo.userId, reason: 'Changed my mind' });
const giveBack = () => ({ userId: demo.userId, reason: 'Damaged Item', otherReason: '' });
const newcomer = {
  name: 'Bilal Ahmed',
  phone: '3451299001',
  email: 'bilal.openapi@example.pk',
  password: 'Karachi@2025',
};
const reviewFields = (productId = line.id) => ({ userId: demo.userId, rating: '5', comment: 'Fits well.', productId });

/** The code of the newest mail sent to `email` (the test server keeps them in its dev outbox). */
async function codeOf(email: string): Promise<string> {
  const { body } = await call(server, `/dev/outbox?email=${encodeURIComponent(email)}`);
  return (body as { code: string }[])[0]!.code;
}

async function send(target: TestServer, operationId: string, request: Request) {
  const { method, path } = validator.operation(operationId);
  const url = new URL(
    `${target.url}/api/v1${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? ''))}`,
  );
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.text) {
    headers['content-type'] = request.text.type;
    body = request.text.body;
  } else if (request.form) body = await request.form();
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Sends `request` and expects `status`, with an answer the document describes. */
async function expectAnswer(operationId: string, status: number, request: Request, target = server) {
  const answer = await send(target, operationId, request);
  expect({ status: answer.status, problems: validator.problems(operationId, answer.status, answer.body) }).toEqual({
    status,
    problems: [],
  });
  return answer.body as Record<string, unknown>;
}

/** The user who is not `token`'s (for the 403 of a call naming another user's data). */
const strangerOf = (token: string | undefined) => (token === demo.token ? other.token : demo.token);

const bigJson = { padding: 'x'.repeat(1024 * 1024 + 10) };
const bigForm = () => formOf({}, [['image', 'big.png', new Uint8Array(7 * 1024 * 1024)]]);

/**
 * The calls of each operation: `valid` (answered with the operation's success status, then reused for the 401, 403,
 * 413 and 415 every operation of its kind has) and the requests of its own 4xx answers.
 */
const calls: Record<string, { valid: () => Request | Promise<Request>; refused?: Record<number, () => Request> }> = {
  'products.list': {
    valid: () => ({ query: { perPage: '2' } }),
    refused: { 400: () => ({ query: { perPage: '0' } }) },
  },
  'products.get': {
    valid: () => ({ params: { id: line.id } }),
    refused: { 400: () => ({ params: { id: 'not-a-uuid' } }), 404: () => ({ params: { id: unknownId() } }) },
  },
  'search.products': {
    valid: () => ({ query: { query: 'a', perPage: '2' } }),
    refused: { 400: () => ({ query: { perPage: '0' } }) },
  },
  'deals.under1500': { valid: () => ({ query: { perPage: '2' } }), refused: { 400: () => ({ query: { page: '0' } }) } },
  'deals.superdeals': {
    valid: () => ({ query: { perPage: '2' } }),
    refused: { 400: () => ({ query: { page: '0' } }) },
  },
  'deals.bundleDeals': {
    valid: () => ({ query: { perPage: '2' } }),
    refused: { 400: () => ({ query: { page: '0' } }) },
  },
  'listing.page': { valid: () => ({ query: { perPage: '2' } }), refused: { 400: () => ({ query: { perPage: '0' } }) } },
  'catalogue.items': { valid: () => ({}), refused: { 400: () => ({ query: { page: '0' } }) } },
  'catalogue.categories': { valid: () => ({}), refused: { 400: () => ({ query: { perPage: '1001' } }) } },
  'catalogue.brands': { valid: () => ({}) },
  'catalogue.colors': { valid: () => ({}) },
  'catalogue.sizes': { valid: () => ({}) },
  'wishlist.add': {
    valid: () => ({ token: demo.token, json: { userId: demo.userId, productId: line.id, color: null, size: null } }),
    refused: {
      400: () => ({ token: demo.token, json: {} }),
      404: () => ({
        token: demo.token,
        json: { userId: demo.userId, productId: unknownId(), color: null, size: null },
      }),
      409: () => ({ token: demo.token, json: { userId: demo.userId, productId: line.id, color: null, size: null } }),
    },
  },
  'wishlist.list': {
    valid: () => ({ token: demo.token, params: { userId: demo.userId } }),
    refused: { 400: () => ({ token: demo.token, params: { userId: 'x' } }) },
  },
  'wishlist.remove': {
    valid: () => ({ token: demo.token, json: { userId: demo.userId, productId: line.id } }),
    refused: {
      400: () => ({ token: demo.token, json: { userId: demo.userId } }),
      404: () => ({ token: demo.token, json: { userId: demo.userId, productId: unknownId() } }),
    },
  },
  'user.get': {
    valid: () => ({ token: demo.token, params: { id: demo.userId } }),
    refused: { 400: () => ({ token: demo.token, params: { id: 'x' } }) },
  },
  'user.update': {
    valid: () => ({
      token: demo.token,
      params: { id: demo.userId },
      form: async () => formOf({ name: 'Demo Shopper' }, [['image', 'me.png', await makeImage('png')]]),
    }),
    refused: {
      400: () => ({ token: demo.token, params: { id: demo.userId }, form: () => formOf({ phone: 'abc' }) }),
      409: () => ({ token: demo.token, params: { id: demo.userId }, form: () => formOf({ phone: otherPhone }) }),
    },
  },
  'addresses.create': {
    valid: () => ({ token: other.token, json: { ...address, email: other.email } }),
    refused: {
      400: () => ({ token: other.token, json: {} }),
      409: () => ({ token: other.token, json: { ...address, email: other.email } }),
    },
  },
  'addresses.get': {
    valid: () => ({ token: other.token, query: { email: other.email } }),
    refused: { 400: () => ({ token: other.token }) },
  },
  'addresses.edit': {
    valid: () => ({ token: demo.token, json: { ...address, email: DEMO_EMAIL } }),
    refused: { 400: () => ({ token: demo.token, json: { email: DEMO_EMAIL } }) },
  },
  'coupons.validate': {
    valid: () => ({ json: { couponCode: 'EID10', orderValue: 2500 } }),
    refused: {
      400: () => ({ json: { couponCode: 'EID10', orderValue: 1999 } }),
      404: () => ({ json: { couponCode: 'NO-SUCH-CODE', orderValue: 2500 } }),
    },
  },
  'coupons.byShop': {
    valid: () => ({ params: { shopId: voucherShop } }),
    refused: { 400: () => ({ params: { shopId: 'x' } }), 404: () => ({ params: { shopId: unknownId() } }) },
  },
  'orders.create': {
    valid: () => ({ token: demo.token, json: orderBody(demo.userId, [[line, 1]]) }),
    refused: {
      400: () => ({ token: demo.token, json: { ...orderBody(demo.userId, [[line, 1]]), cartItems: [] } }),
      422: () => ({
        token: demo.token,
        headers: { 'idempotency-key': 'openapi-answers' },
        json: orderBody(demo.userId, [[line, 2]]),
      }),
    },
  },
  'orders.list': {
    valid: () => ({ token: demo.token, params: { userId: demo.userId } }),
    refused: { 400: () => ({ token: demo.token, params: { userId: 'x' } }) },
  },
  'orders.details': {
    valid: () => ({ token: demo.token, params: { orderGroupId: placed.pendingNumber } }),
    refused: {
      400: () => ({ token: demo.token, params: { orderGroupId: 'x' } }),
      404: () => ({ token: demo.token, params: { orderGroupId: unknownId() } }),
    },
  },
  'cancellations.request': {
    valid: () => ({ token: demo.token, params: { orderId: placed.pending }, json: cancellation() }),
    refused: {
      400: () => ({ token: demo.token, params: { orderId: placed.pending }, json: { userId: demo.userId } }),
      404: () => ({ token: demo.token, params: { orderId: unknownId() }, json: cancellation() }),
      409: () => ({ token: demo.token, params: { orderId: placed.pending }, json: cancellation() }),
    },
  },
  'cancellations.list': {
    valid: () => ({ token: demo.token, params: { userId: demo.userId } }),
    refused: { 400: () => ({ token: demo.token, params: { userId: demo.userId }, query: { orderId: 'x' } }) },
  },
  'returns.request': {
    valid: () => ({ token: demo.token, params: { orderId: placed.deliveredNumber }, json: giveBack() }),
    refused: {
      400: () => ({ token: demo.token, params: { orderId: placed.delivered }, json: { userId: demo.userId } }),
      404: () => ({ token: demo.token, params: { orderId: unknownId() }, json: giveBack() }),
      409: () => ({ token: demo.token, params: { orderId: placed.delivered }, json: giveBack() }),
    },
  },
  'returns.list': {
    valid: () => ({ token: demo.token, params: { userId: demo.userId } }),
    refused: { 400: () => ({ token: demo.token, params: { userId: 'x' } }) },
  },
  'shops.get': {
    valid: () => ({ params: { shopId: line.shopId } }),
    refused: { 400: () => ({ params: { shopId: 'x' } }), 404: () => ({ params: { shopId: unknownId() } }) },
  },
  'shops.list': { valid: () => ({ query: { perPage: '2' } }), refused: { 400: () => ({ query: { perPage: '101' } }) } },
  'follows.follow': {
    valid: () => ({ token: demo.token, json: { userId: demo.userId, shopId: line.shopId } }),
    refused: {
      400: () => ({ token: demo.token, json: {} }),
      404: () => ({ token: demo.token, json: { userId: demo.userId, shopId: unknownId() } }),
    },
  },
  'follows.status': {
    valid: () => ({ token: demo.token, params: { userId: demo.userId, shopId: line.shopId } }),
    refused: { 400: () => ({ token: demo.token, params: { userId: demo.userId, shopId: 'x' } }) },
  },
  'follows.list': {
    valid: () => ({ token: demo.token, params: { userId: demo.userId } }),
    refused: { 400: () => ({ token: demo.token, params: { userId: 'x' } }) },
  },
  'follows.unfollow': {
    valid: () => ({ token: demo.token, json: { userId: demo.userId, shopId: line.shopId } }),
    refused: {
      400: () => ({ token: demo.token, json: {} }),
      404: () => ({ token: demo.token, json: { userId: demo.userId, shopId: unknownId() } }),
    },
  },
  'auth.signUp': {
    valid: () => ({ json: newcomer }),
    refused: { 400: () => ({ json: { ...newcomer, email: DEMO_EMAIL, phone: '3451299999' } }) },
  },
  'auth.verify': {
    valid: async () => ({ json: { email: newcomer.email, code: await codeOf(newcomer.email) } }),
    refused: {
      400: () => ({ json: {} }),
    },
  },
  'auth.signIn': {
    valid: () => ({ json: { email: DEMO_EMAIL, password: 'Sauda@123' } }),
    refused: {
      400: () => ({ json: {} }),
      401: () => ({ json: { email: DEMO_EMAIL, password: 'Wrong@123' } }),
      404: () => ({ json: { email: 'nobody@example.pk', password: 'Sauda@123' } }),
    },
  },
  'auth.forgotPassword': { valid: () => ({ json: { email: newcomer.email } }), refused: { 400: () => ({ json: {} }) } },
  'auth.resendResetCode': {
    valid: () => ({ json: { email: newcomer.email } }),
    refused: { 400: () => ({ json: {} }) },
  },
  'auth.verifyResetCode': {
    valid: async () => ({ json: { email: newcomer.email, code: await codeOf(newcomer.email) } }),
    refused: { 400: () => ({ json: { email: newcomer.email, code: '000000' } }) },
  },
  'auth.resetPassword': {
    valid: async () => ({
      json: { email: newcomer.email, resetCode: await codeOf(newcomer.email), newPassword: 'Lahore@2026' },
    }),
    refused: { 400: () => ({ json: { email: newcomer.email, resetCode: '000000', newPassword: 'Lahore@2026' } }) },
  },
  'reviews.submit': {
    valid: () => ({ token: demo.token, params: { productId: line.id }, form: () => formOf(reviewFields()) }),
    refused: {
      400: () => ({
        token: demo.token,
        params: { productId: line.id },
        form: () => formOf({ ...reviewFields(), rating: '9' }),
      }),
      404: () => {
        const productId = unknownId();
        return { token: demo.token, params: { productId }, form: () => formOf(reviewFields(productId)) };
      },
      // `other` has no delivered order of the product.
      403: () => ({
        token: other.token,
        params: { productId: line.id },
        form: () => formOf({ ...reviewFields(), userId: other.userId }),
      }),
      409: () => ({ token: demo.token, params: { productId: line.id }, form: () => formOf(reviewFields()) }),
    },
  },
  'reviews.eligibility': {
    valid: () => ({ token: demo.token, params: { productId: line.id }, query: { userId: demo.userId } }),
    refused: {
      400: () => ({ token: demo.token, params: { productId: line.id }, query: { userId: 'x' } }),
      404: () => ({ token: demo.token, params: { productId: unknownId() }, query: { userId: demo.userId } }),
    },
  },
  'reviews.mine': {
    valid: () => ({ token: demo.token, params: { productId: line.id }, query: { userId: demo.userId } }),
    refused: { 400: () => ({ token: demo.token, params: { productId: line.id }, query: { userId: 'x' } }) },
  },
  'reviews.list': {
    valid: () => ({ params: { productId: line.id } }),
    refused: { 400: () => ({ params: { productId: 'x' } }), 404: () => ({ params: { productId: unknownId() } }) },
  },
  'questions.ask': {
    valid: () => ({
      token: demo.token,
      params: { productId: line.id },
      json: { userId: demo.userId, question: 'Is this available in Lahore?' },
    }),
    refused: {
      400: () => ({ token: demo.token, params: { productId: line.id }, json: { userId: demo.userId, question: ' ' } }),
      404: () => ({
        token: demo.token,
        params: { productId: unknownId() },
        json: { userId: demo.userId, question: 'Is this available in Lahore?' },
      }),
    },
  },
  'questions.list': {
    valid: () => ({ params: { productId: line.id } }),
    refused: { 400: () => ({ params: { productId: 'x' } }), 404: () => ({ params: { productId: unknownId() } }) },
  },
  'contact.send': {
    valid: () => ({ json: { name: 'Ayesha', email: 'ayesha@example.pk', message: 'Where is my parcel?' } }),
    refused: { 400: () => ({ json: {} }) },
  },
};

/** The order the operations are called in: writes come before the reads that show them. */
const ORDER = [
  'catalogue.items',
  'catalogue.categories',
  'catalogue.brands',
  'catalogue.colors',
  'catalogue.sizes',
  'products.list',
  'products.get',
  'search.products',
  'deals.under1500',
  'deals.superdeals',
  'deals.bundleDeals',
  'listing.page',
  'shops.get',
  'shops.list',
  'auth.signUp',
  'auth.verify',
  'auth.signIn',
  'auth.forgotPassword',
  'auth.resendResetCode',
  'auth.verifyResetCode',
  'auth.resetPassword',
  'wishlist.add',
  'wishlist.list',
  'wishlist.remove',
  'user.get',
  'user.update',
  'addresses.create',
  'addresses.get',
  'addresses.edit',
  'coupons.validate',
  'coupons.byShop',
  'orders.create',
  'orders.list',
  'orders.details',
  'cancellations.request',
  'cancellations.list',
  'returns.request',
  'returns.list',
  'follows.follow',
  'follows.status',
  'follows.list',
  'follows.unfollow',
  'reviews.submit',
  'reviews.mine',
  'reviews.eligibility',
  'reviews.list',
  'questions.ask',
  'questions.list',
  'contact.send',
];

/** Steps some operations need around their calls (orders to cancel and return, a review not written yet). */
const before: Record<string, () => Promise<void>> = {
  'coupons.byShop': async () => {
    // EID10's shop, so the answer carries a voucher row to check against the document.
    const { body } = await call(server, '/coupons/validate', { body: { couponCode: 'EID10', orderValue: 2500 } });
    voucherShop = body.coupon.ShopId as string;
  },
  'reviews.submit': async () => {
    await expectAnswer('reviews.mine', 404, {
      token: demo.token,
      params: { productId: line.id },
      query: { userId: demo.userId },
    });
  },
};

const after: Record<string, (answer: Record<string, unknown>) => Promise<void>> = {
  'auth.verify': async () => {
    await expectAnswer('auth.verify', 200, { json: { email: newcomer.email, code: '000000' } });
  },
  'orders.create': async (answer) => {
    placed = {
      pending: String(answer.parentOrderId),
      pendingNumber: String(answer.orderNumber),
      delivered: '',
      deliveredNumber: '',
    };
    const keyed = await expectAnswer('orders.create', 201, {
      token: demo.token,
      headers: { 'idempotency-key': 'openapi-answers' },
      json: orderBody(demo.userId, [[line, 1]]),
    });
    placed.delivered = String(keyed.parentOrderId);
    placed.deliveredNumber = String(keyed.orderNumber);
    await moveOrder(server, placed.delivered, 'Delivered');
  },
};

/** 401 without a token, 403 with another user's, 413 for a body too large, 415 for a body of another type. */
async function sharedRefusals(operationId: string, valid: Request) {
  const { operation } = validator.operation(operationId);
  const documented = new Set(Object.keys(operation.responses));
  const form = operation.requestBody?.content['multipart/form-data'] !== undefined;
  if (documented.has('401') && operation.security.length > 0) {
    await expectAnswer(operationId, 401, { ...valid, token: undefined });
    await expectAnswer(operationId, 403, { ...valid, token: strangerOf(valid.token) });
  }
  if (operation.requestBody) {
    const bare = { params: valid.params, query: valid.query, token: valid.token };
    await expectAnswer(operationId, 413, form ? { ...bare, form: bigForm } : { ...bare, json: bigJson });
    await expectAnswer(
      operationId,
      415,
      form ? { ...bare, json: {} } : { ...bare, text: { body: '{}', type: 'text/plain' } },
    );
  }
}

describe('the reference server answers as its OpenAPI document says', () => {
  beforeAll(async () => {
    [server, limited] = await Promise.all([
      startTestServer(),
      startTestServer({ seed: false, config: { abuseLimits: uniformAbuseLimits(1, 1000) } }),
    ]);
    demo = await signInDemo(server);
    const shopper = await signUpShopper(server, 77);
    other = { ...shopper, email: 'shopper77@example.pk' };
    const profile = await call(server, `/user/${other.userId}`, { token: other.token });
    otherPhone = profile.body.Phone;
    line = (await catalogueLines(server, { count: 1 })).colour[0]!;
  });

  afterAll(async () => {
    await Promise.all([server?.close(), limited?.close()]);
  });

  it('serves the document at /api/v1/openapi.json and its reference page at /api/v1/docs', async () => {
    const served = await fetch(`${server.url}/api/v1/openapi.json`);
    expect(served.headers.get('content-type')).toContain('application/json');
    expect(await served.json()).toEqual(JSON.parse(JSON.stringify(validator.document)));

    const page = await fetch(`${server.url}/api/v1/docs`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|https?:)/);
    const html = await page.text();
    expect(html).toContain('<redoc spec-url="/api/v1/openapi.json">');
    expect(html).not.toMatch(/<script>/);
    const script = /<script src="([^"]+)"><\/script>/.exec(html)?.[1] ?? '';
    expect(script).toMatch(/^\/api\/v1\/docs\/redoc-[\d.]+\.standalone\.js$/);
    const bundle = await fetch(`${server.url}${script}`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('text/javascript');
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });

  it('has a call for every operation of the document', () => {
    expect([...validator.operations.keys()].filter((id) => !ORDER.includes(id) || !calls[id])).toEqual([]);
  });

  for (const operationId of ORDER) {
    it(`${operationId}: its success and 4xx answers`, async () => {
      const spec = calls[operationId]!;
      const { operation } = validator.operation(operationId);
      const success = allEndpoints.find((endpoint) => endpoint.operationId === operationId)!.successStatus;
      await before[operationId]?.();
      for (const [status, refused] of Object.entries(spec.refused ?? {})) {
        if (Number(status) === 409 || Number(status) === 422) continue;
        await expectAnswer(operationId, Number(status), refused());
      }
      const valid = await spec.valid();
      const answer = await expectAnswer(operationId, success, valid);
      await after[operationId]?.(answer);
      for (const status of [409, 422]) {
        const refused = spec.refused?.[status];
        if (refused) await expectAnswer(operationId, status, refused());
      }
      await sharedRefusals(operationId, valid);
      if (operation.responses['429']) {
        await send(limited, operationId, { json: {} });
        await expectAnswer(operationId, 429, { json: {} }, limited);
      }
    });
  }

  it('leaves no documented answer unseen', () => {
    expect(validator.unseen().filter((answer) => !RACE_ONLY.has(answer))).toEqual([]);
  });
});
