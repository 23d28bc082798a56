import type { TestServer } from '../../packages/server/src/testing';
import type { CatalogueLine } from '../server/helpers';
import { orderBody } from '../server/helpers';
import { type InsertedShopper, type RawAnswer, send, sendJson } from './helpers';

/** What the matrix works on: the owner's data, which the intruder attacks. */
export interface MatrixFixture {
  server: TestServer;
  owner: InsertedShopper;
  intruder: InsertedShopper;
  /** A pending order of the owner (cancelled by the owner's own request). */
  pending: { parentOrderId: string; orderGroupId: string };
  /** A delivered order of the owner (returned by the owner's own request). */
  delivered: { parentOrderId: string; orderGroupId: string };
  /** A line in the owner's wishlist, and one to add. */
  wished: CatalogueLine;
  toWish: CatalogueLine;
  /** What the owner orders, and a product the owner reviews. */
  toOrder: CatalogueLine;
  reviewed: CatalogueLine;
}

/** One request of a matrix row; `userId` fields and path ids are always the owner's. */
export interface Probe {
  path: string;
  json?: unknown;
  form?: Record<string, string>;
}

/** One user-scoped operation: how to call it on the owner's data, and what of the owner's data it could change. */
export interface MatrixRoute {
  /** `METHOD /path` as in the OpenAPI document. */
  operation: string;
  probe(f: MatrixFixture): Probe;
  /** Reads what the operation writes, as the owner sees it (must not change when the intruder calls). */
  state?(f: MatrixFixture): Promise<unknown>;
  /** The same call by the intruder on its own account but the owner's object (an IDOR), when there is an object. */
  idor?(f: MatrixFixture): Probe;
}

const method = (route: MatrixRoute) => route.operation.split(' ')[0]!;

/** Sends a probe of `route` with `token` (none when undefined). */
export function sendProbe(f: MatrixFixture, route: MatrixRoute, probe: Probe, token?: string): Promise<RawAnswer> {
  const init = { method: method(route), ...(token ? { token } : {}) };
  if (probe.json !== undefined) return sendJson(f.server, probe.path, probe.json, init);
  if (probe.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(probe.form)) form.append(name, value);
    return send(f.server, probe.path, { ...init, body: form });
  }
  return send(f.server, probe.path, init);
}

const read = (f: MatrixFixture, path: string) => async () =>
  (await send(f.server, path, { token: f.owner.token })).text;
const address = (f: MatrixFixture) => ({
  email: f.owner.email,
  streetAddressLine1: 'House 1, Street 2',
  streetAddressLine2: '',
  city: 'Lahore',
  state: 'Punjab',
  zipCode: '54000',
});

/**
 * Every user-scoped operation, in an order where the owner's own call succeeds (2xx): add before remove, follow
 * before unfollow, review before reading the review, cancel and return last on their orders.
 */
export const MATRIX: MatrixRoute[] = [
  { operation: 'GET /wishlist/{userId}', probe: (f) => ({ path: `/wishlist/${f.owner.userId}` }) },
  {
    operation: 'POST /wishlist/add',
    probe: (f) => ({
      path: '/wishlist/add',
      json: { userId: f.owner.userId, productId: f.toWish.id, color: f.toWish.color, size: null },
    }),
    state: (f) => read(f, `/wishlist/${f.owner.userId}`)(),
  },
  {
    operation: 'POST /wishlist/remove',
    probe: (f) => ({
      path: '/wishlist/remove',
      json: { userId: f.owner.userId, productId: f.wished.id, color: f.wished.color, size: null },
    }),
    state: (f) => read(f, `/wishlist/${f.owner.userId}`)(),
  },
  { operation: 'GET /user/{id}', probe: (f) => ({ path: `/user/${f.owner.userId}` }) },
  {
    operation: 'PUT /user/{id}',
    probe: (f) => ({ path: `/user/${f.owner.userId}`, form: { name: 'Taken Over', phone: '' } }),
    state: (f) => read(f, `/user/${f.owner.userId}`)(),
  },
  {
    operation: 'GET /addresses/address',
    probe: (f) => ({ path: `/addresses/address?email=${encodeURIComponent(f.owner.email)}` }),
  },
  {
    operation: 'POST /addresses/create',
    probe: (f) => ({ path: '/addresses/create', json: address(f) }),
    state: (f) => read(f, `/addresses/address?email=${encodeURIComponent(f.owner.email)}`)(),
  },
  {
    operation: 'PUT /addresses/edit',
    probe: (f) => ({ path: '/addresses/edit', json: { ...address(f), city: 'Karachi', state: 'Sindh' } }),
    state: (f) => read(f, `/addresses/address?email=${encodeURIComponent(f.owner.email)}`)(),
  },
  {
    operation: 'POST /orders/create',
    probe: (f) => ({ path: '/orders/create', json: orderBody(f.owner.userId, [[f.toOrder, 1]]) }),
    state: (f) => read(f, `/orders/user/orders/${f.owner.userId}`)(),
  },
  { operation: 'GET /orders/user/orders/{userId}', probe: (f) => ({ path: `/orders/user/orders/${f.owner.userId}` }) },
  {
    operation: 'GET /orders/order/{orderGroupId}',
    probe: (f) => ({ path: `/orders/order/${f.pending.orderGroupId}` }),
  },
  { operation: 'GET /returns/{userId}', probe: (f) => ({ path: `/returns/${f.owner.userId}` }) },
  {
    operation: 'POST /returns/orders/{orderId}/return',
    probe: (f) => ({
      path: `/returns/orders/${f.delivered.parentOrderId}/return`,
      json: { userId: f.owner.userId, reason: 'Damaged Item', otherReason: null },
    }),
    idor: (f) => ({
      path: `/returns/orders/${f.delivered.parentOrderId}/return`,
      json: { userId: f.intruder.userId, reason: 'Damaged Item', otherReason: null },
    }),
    state: (f) => read(f, `/returns/${f.owner.userId}`)(),
  },
  { operation: 'GET /cancellations/{userId}', probe: (f) => ({ path: `/cancellations/${f.owner.userId}` }) },
  {
    operation: 'POST /cancellations/orders/{orderId}/cancel',
    probe: (f) => ({
      path: `/cancellations/orders/${f.pending.parentOrderId}/cancel`,
      json: { userId: f.owner.userId, reason: 'Ordered by mistake' },
    }),
    idor: (f) => ({
      path: `/cancellations/orders/${f.pending.parentOrderId}/cancel`,
      json: { userId: f.intruder.userId, reason: 'Ordered by mistake' },
    }),
    state: async (f) => [
      await read(f, `/cancellations/${f.owner.userId}`)(),
      await read(f, `/orders/user/orders/${f.owner.userId}`)(),
    ],
  },
  {
    operation: 'GET /user/{userId}/follows/{shopId}',
    probe: (f) => ({ path: `/user/${f.owner.userId}/follows/${f.toWish.shopId}` }),
  },
  {
    operation: 'POST /user/follow',
    probe: (f) => ({ path: '/user/follow', json: { userId: f.owner.userId, shopId: f.toWish.shopId } }),
    state: (f) => read(f, `/user/${f.owner.userId}/followed-shops`)(),
  },
  {
    operation: 'POST /user/unfollow',
    probe: (f) => ({ path: '/user/unfollow', json: { userId: f.owner.userId, shopId: f.toWish.shopId } }),
    state: (f) => read(f, `/user/${f.owner.userId}/followed-shops`)(),
  },
  {
    operation: 'GET /user/{userId}/followed-shops',
    probe: (f) => ({ path: `/user/${f.owner.userId}/followed-shops` }),
  },
  {
    operation: 'POST /reviews/product/{productId}/review',
    probe: (f) => ({
      path: `/reviews/product/${f.reviewed.id}/review`,
      form: { userId: f.owner.userId, rating: '4', comment: 'Good value', productId: f.reviewed.id },
    }),
    state: (f) => read(f, `/reviews/product/${f.reviewed.id}/review/user?userId=${f.owner.userId}`)(),
  },
  {
    operation: 'GET /reviews/product/{productId}/review/user',
    probe: (f) => ({ path: `/reviews/product/${f.reviewed.id}/review/user?userId=${f.owner.userId}` }),
  },
  {
    operation: 'GET /reviews/product/{productId}/eligibility',
    probe: (f) => ({ path: `/reviews/product/${f.reviewed.id}/eligibility?userId=${f.owner.userId}` }),
  },
  {
    operation: 'POST /questions/product/{productId}/question',
    probe: (f) => ({
      path: `/questions/product/${f.reviewed.id}/question`,
      json: { userId: f.owner.userId, question: 'Is this available in Lahore?' },
    }),
    state: (f) => read(f, `/questions/product/${f.reviewed.id}/questions`)(),
  },
];

/** Operations anyone may call: the catalogue, shops, sign-up and sign-in, password reset, coupons and shop vouchers, contact. */
export const PUBLIC_OPERATIONS = new Set([
  'GET /listing',
  'GET /products',
  'GET /products/{id}',
  'GET /products/search/result',
  'GET /products/under-1500/products',
  'GET /products/twenty-percent/products-with-discount',
  'GET /products/fifty-percent/products-with-discount',
  'GET /items',
  'GET /category',
  'GET /brands',
  'GET /colors',
  'GET /sizes',
  'POST /coupons/validate',
  'GET /coupons/vendor/{shopId}',
  'GET /shops/{shopId}',
  'GET /shops',
  'POST /user/signup',
  'POST /user/verify',
  'POST /user/signin',
  'POST /user/forgot-password',
  'POST /user/verify-reset-code',
  'POST /user/resend-reset-code',
  'POST /user/reset-password',
  'GET /reviews/product/{productId}/reviews',
  'GET /questions/product/{productId}/questions',
  'POST /contact',
]);

/** Public operations that accept a `userId` anyway; the matrix suite proves they answer nothing private with it. */
export const PUBLIC_DESPITE_USER_ID = new Set(['GET /reviews/product/{productId}/reviews']);
