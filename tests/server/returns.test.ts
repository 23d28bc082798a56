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
} from './helpers';

let server: TestServer;
let demo: Shopper;
let other: Shopper;
let lines: CatalogueLine[];
beforeAll(async () => {
  ({ server, demo, other, mixed: lines } = await orderFixture(5));
});
afterAll(() => server.close());

const DENIED = 'Return request denied. Ensure the order is delivered and belongs to you.';
const EXPIRED = 'Return request denied. The return period has expired.';
const DAY = 86_400_000;
const line = (index: number) => lines[index]!;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** A new order of the demo shopper, delivered `deliveredDaysAgo` days ago unless that is null. */
async function deliveredOrder(deliveredDaysAgo: number | null = 1) {
  const placed = await postOrder(
    server,
    demo.token,
    orderBody(demo.userId, [
      [line(1), 2],
      [line(3), 1],
    ]),
  );
  expect(placed.status).toBe(201);
  if (deliveredDaysAgo !== null)
    await moveOrder(server, placed.body.parentOrderId, 'Delivered', daysAgo(deliveredDaysAgo));
  return placed.body as { parentOrderId: string; orderGroupId: string };
}
const ask = (orderId: string, body: object = { userId: demo.userId, reason: 'Damaged Item' }, token = demo.token) =>
  call(server, `/returns/orders/${orderId}/return`, { body, token });
const list = (who = demo, query = '') => call(server, `/returns/${who.userId}${query}`, { token: who.token });
const denied = (code: string, message: string) => ({ status: 403, body: { message, code } });

describe('returns', () => {
  it("lists the demo shopper's seeded return with its products", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      Reason: 'Damaged Item',
      OtherReason: null,
      Status: 'Approved',
      VendorComments: expect.any(String),
      OrderStatus: 'Delivered',
      RequestedAt: expect.any(String),
      UserEmail: 'demo@sauda.pk',
    });
    for (const product of body[0].Products) expect(product.Total).toBe(product.Price * product.Quantity);
  });

  it('accepts a return within 7 days of delivery, lists it first as Pending, and refuses a second one', async () => {
    const order = await deliveredOrder(6.9);
    expect(await ask(order.parentOrderId)).toEqual({
      status: 200,
      body: { message: 'Return request submitted successfully.' },
    });
    const [latest] = (await list()).body;
    expect(latest).toMatchObject({
      OrderId: order.parentOrderId,
      OrderGroupId: order.orderGroupId,
      Reason: 'Damaged Item',
      OtherReason: null,
      Status: 'Pending',
      OrderAmount: line(1).price * 2 + line(3).price,
      OrderStatus: 'Delivered',
    });
    expect(latest.Products).toEqual([
      expect.objectContaining({
        ProductId: line(1).id,
        ProductName: line(1).name,
        Quantity: 2,
        Total: line(1).price * 2,
      }),
      expect.objectContaining({ ProductId: line(3).id, Quantity: 1, Total: line(3).price }),
    ]);
    expect(await ask(order.parentOrderId)).toEqual({
      status: 409,
      body: { message: 'A return has already been requested for this order.', code: 'return_already_requested' },
    });
  });

  it('refuses orders delivered more than 7 days ago and orders not delivered', async () => {
    expect(await ask((await deliveredOrder(7.1)).parentOrderId)).toEqual(denied('return_window_closed', EXPIRED));
    expect(await ask((await deliveredOrder(null)).parentOrderId)).toEqual(denied('return_not_allowed', DENIED));
    const shipped = await deliveredOrder(null);
    await moveOrder(server, shipped.parentOrderId, 'Shipped');
    expect(await ask(shipped.parentOrderId)).toEqual(denied('return_not_allowed', DENIED));
  });

  it("needs the specify text for 'Other' and a reason from the list", async () => {
    const order = await deliveredOrder();
    expect(await ask(order.parentOrderId, { userId: demo.userId, reason: 'Other', otherReason: ' ' })).toEqual({
      status: 400,
      body: { message: 'Please specify the reason for return.', code: 'validation_failed' },
    });
    expect(await ask(order.parentOrderId, { userId: demo.userId, reason: 'Bored' })).toEqual({
      status: 400,
      body: { message: 'Please select a reason for return.', code: 'validation_failed' },
    });
    expect(await ask(order.parentOrderId, { reason: 'Other' })).toEqual({
      status: 400,
      body: { message: 'User ID and reason for return are required.', code: 'validation_failed' },
    });
    const other = { userId: demo.userId, reason: 'Other', otherReason: 'The colour differs from the photos' };
    expect((await ask(order.parentOrderId, other)).status).toBe(200);
    const [latest] = (await list(demo, `?orderId=${order.parentOrderId}`)).body;
    expect(latest).toMatchObject({ Reason: 'Other', OtherReason: 'The colour differs from the photos' });
  });

  it('validates the order id and answers 404 for an unknown order and 200 [] for none', async () => {
    expect(await ask('12345')).toEqual({
      status: 400,
      body: { message: 'Invalid order ID format.', code: 'invalid_id' },
    });
    expect(await ask(randomUUID())).toEqual({
      status: 404,
      body: { message: 'Order not found.', code: 'order_not_found' },
    });
    expect(await list(other)).toEqual({ status: 200, body: [] });
  });

  it("requires a token (401), the token's user in the body (403), and the buyer's own order (403)", async () => {
    const order = await deliveredOrder();
    const anonymous = await call(server, `/returns/orders/${order.parentOrderId}/return`, {
      body: { userId: demo.userId, reason: 'Damaged Item' },
    });
    expect(anonymous.status).toBe(401);
    expect((await ask(order.parentOrderId, { userId: demo.userId, reason: 'Damaged Item' }, other.token)).status).toBe(
      403,
    );
    expect(await ask(order.parentOrderId, { userId: other.userId, reason: 'Damaged Item' }, other.token)).toEqual(
      denied('return_not_allowed', DENIED),
    );
    expect((await call(server, `/returns/${demo.userId}`)).status).toBe(401);
    expect(await call(server, `/returns/${demo.userId}`, { token: other.token })).toEqual(
      denied('not_your_data', 'You may only access your own data'),
    );
    expect((await list(demo, `?orderId=${order.parentOrderId}`)).body).toEqual([]);
  });

  it('lists returns with their products in two SQL queries, however many rows', async () => {
    const before = server.queryCount();
    const { body } = await list();
    expect(body.length).toBeGreaterThan(2);
    expect(server.queryCount() - before).toBe(SESSION_CHECK_QUERIES + 2);
  });
});
