import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../packages/server/src/testing';
import {
  call,
  type CatalogueLine,
  moveOrder,
  orderBody,
  orderFixture,
  postOrder,
  SESSION_CHECK_QUERIES,
  type Shopper,
  signUpShopper,
} from './helpers';

let server: TestServer;
let demo: Shopper;
let other: Shopper;
let lines: CatalogueLine[];
beforeAll(async () => {
  ({ server, demo, other, mixed: lines } = await orderFixture(3));
});
afterAll(() => server.close());

const DENIED = 'Order cannot be canceled. Ensure it belongs to you and has a status of pending or confirmed.';
const line = (index: number) => lines[index]!;

/** A new order of the demo shopper: two lines, the second twice. */
async function newOrder(who = demo) {
  const placed = await postOrder(
    server,
    who.token,
    orderBody(who.userId, [
      [line(0), 1],
      [line(2), 2],
    ]),
  );
  expect(placed.status).toBe(201);
  return placed.body as { parentOrderId: string; orderGroupId: string };
}
const cancel = (
  orderId: string,
  body: object = { userId: demo.userId, reason: 'Found it cheaper' },
  token = demo.token,
) => call(server, `/cancellations/orders/${orderId}/cancel`, { body, token });
const list = (who = demo, query = '') => call(server, `/cancellations/${who.userId}${query}`, { token: who.token });
const statusOf = async (orderId: string) => {
  const orders = (await call(server, `/orders/user/orders/${demo.userId}`, { token: demo.token })).body;
  return orders.find((order: { OrderId: string }) => order.OrderId === orderId).Status;
};

describe('cancellations', () => {
  it("lists the demo shopper's seeded cancellation with its products and totals", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    const [seeded] = body;
    expect(seeded).toMatchObject({
      Id: expect.any(String),
      OrderId: expect.any(String),
      Reason: 'Ordered the wrong size by mistake.',
      Status: 'Approved',
      OrderStatus: 'Cancelled',
      UserName: 'Ayesha Khan',
      UserEmail: 'demo@sauda.pk',
    });
    expect(seeded.Products.length).toBeGreaterThan(0);
    for (const product of seeded.Products) {
      expect(product).toMatchObject({ ProductName: expect.any(String), Quantity: expect.any(Number) });
      expect(product.Total).toBe(product.Price * product.Quantity);
    }
    const sum = seeded.Products.reduce((total: number, product: { Total: number }) => total + product.Total, 0);
    expect(seeded.OrderAmount).toBe(sum);
  });

  it('cancels a pending order at once, lists it first, and refuses a second request', async () => {
    const order = await newOrder();
    expect(await cancel(order.parentOrderId)).toEqual({
      status: 200,
      body: { message: 'Order cancellation requested successfully.' },
    });
    expect(await statusOf(order.parentOrderId)).toBe('Cancelled');
    const [latest] = (await list()).body;
    expect(latest).toMatchObject({
      OrderId: order.parentOrderId,
      OrderGroupId: order.orderGroupId,
      Reason: 'Found it cheaper',
      OrderAmount: line(0).price + line(2).price * 2,
      OrderStatus: 'Cancelled',
    });
    expect(latest.Products).toEqual([
      expect.objectContaining({ ProductId: line(0).id, ProductName: line(0).name, Quantity: 1, Total: line(0).price }),
      expect.objectContaining({ ProductId: line(2).id, Quantity: 2, Total: line(2).price * 2 }),
    ]);
    expect(await cancel(order.parentOrderId)).toEqual({
      status: 409,
      body: { message: 'This order has already been cancelled.', code: 'order_already_cancelled' },
    });
  });

  it('cancels a confirmed order, but not one that is processing, shipped or delivered', async () => {
    const confirmed = await newOrder();
    await moveOrder(server, confirmed.parentOrderId, 'Confirmed');
    expect((await cancel(confirmed.parentOrderId)).status).toBe(200);
    for (const status of ['Processing', 'Shipped', 'Delivered'] as const) {
      const order = await newOrder();
      await moveOrder(server, order.parentOrderId, status);
      expect(await cancel(order.parentOrderId)).toEqual({
        status: 403,
        body: { message: DENIED, code: 'cancellation_not_allowed' },
      });
      expect(await statusOf(order.parentOrderId)).toBe(status);
    }
  });

  it('accepts one of two concurrent requests for the same order', async () => {
    const order = await newOrder();
    const answers = await Promise.all([cancel(order.parentOrderId), cancel(order.parentOrderId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = (await list(demo, `?orderId=${order.parentOrderId}`)).body;
    expect(rows).toHaveLength(1);
  });

  it('filters by order id and answers 200 [] when there are none', async () => {
    const fresh = await signUpShopper(server, 4);
    expect(await list(fresh)).toEqual({ status: 200, body: [] });
    const order = await newOrder(fresh);
    await cancel(order.parentOrderId, { userId: fresh.userId, reason: 'Changed my mind' }, fresh.token);
    expect((await list(fresh, `?orderId=${order.parentOrderId}`)).body).toHaveLength(1);
    expect((await list(fresh, `?orderId=${randomUUID()}`)).body).toEqual([]);
    expect(await list(fresh, '?orderId=nope')).toEqual({
      status: 400,
      body: { message: 'Invalid orderId format', code: 'validation_failed' },
    });
  });

  it('validates the order id, the reason and the order', async () => {
    expect(await cancel('not-an-id')).toEqual({
      status: 400,
      body: { message: 'Invalid Order ID. Please enter a valid Order ID.', code: 'invalid_id' },
    });
    const order = await newOrder();
    expect(await cancel(order.parentOrderId, { userId: demo.userId, reason: '   ' })).toEqual({
      status: 400,
      body: { message: 'Please enter a reason for cancellation.', code: 'validation_failed' },
    });
    expect(await cancel(order.parentOrderId, { reason: 'x' })).toEqual({
      status: 400,
      body: { message: 'User ID and reason for cancellation are required.', code: 'validation_failed' },
    });
    expect(await cancel(randomUUID())).toEqual({
      status: 404,
      body: { message: 'Order not found.', code: 'order_not_found' },
    });
    expect(await statusOf(order.parentOrderId)).toBe('Pending');
  });

  it("requires a token (401), the token's user in the body (403), and the buyer's own order (403)", async () => {
    const order = await newOrder();
    const anonymous = await call(server, `/cancellations/orders/${order.parentOrderId}/cancel`, {
      body: { userId: demo.userId, reason: 'x' },
    });
    expect(anonymous.status).toBe(401);
    expect((await cancel(order.parentOrderId, { userId: demo.userId, reason: 'x' }, other.token)).status).toBe(403);
    expect(await cancel(order.parentOrderId, { userId: other.userId, reason: 'x' }, other.token)).toEqual({
      status: 403,
      body: { message: DENIED, code: 'cancellation_not_allowed' },
    });
    expect(await statusOf(order.parentOrderId)).toBe('Pending');
    expect((await call(server, `/cancellations/${demo.userId}`)).status).toBe(401);
    const theirs = await call(server, `/cancellations/${demo.userId}`, { token: other.token });
    expect(theirs).toEqual({
      status: 403,
      body: { message: 'You may only access your own data', code: 'not_your_data' },
    });
  });

  it('lists cancellations with their products in two SQL queries, however many rows', async () => {
    const before = server.queryCount();
    const { body } = await list();
    expect(body.length).toBeGreaterThan(2);
    expect(server.queryCount() - before).toBe(SESSION_CHECK_QUERIES + 2);
  });
});
