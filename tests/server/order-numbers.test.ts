import { orderTotal } from '@sauda/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, rowsOf } from '../../packages/server/src/db/migrate';
import type { TestServer } from '../../packages/server/src/testing';
import { call, type CatalogueLine, moveOrder, orderBody, orderFixture, postOrder, type Shopper } from './helpers';
import { databaseMigratedBefore, ONE_PRODUCT_CATALOGUE } from './migrated-before';

let server: TestServer;
let demo: Shopper;
let other: Shopper;
let lines: CatalogueLine[];
beforeAll(async () => {
  ({ server, demo, other, mixed: lines } = await orderFixture(7));
});
afterAll(() => server.close());

const NUMBER = /^SD-\d{4}-\d{4}$/;
type Placed = { parentOrderId: string; orderGroupId: string; orderNumber: string };

async function newOrder(who = demo): Promise<Placed> {
  const placed = await postOrder(server, who.token, orderBody(who.userId, [[lines[0]!, 1]]));
  expect(placed.status).toBe(201);
  return placed.body as Placed;
}
const ordersOf = async (who = demo) =>
  (await call(server, `/orders/user/orders/${who.userId}`, { token: who.token })).body as {
    OrderId: string;
    OrderNumber: string;
    Amount: number;
    ShippingFee: number;
  }[];
/** The number as a shopper might type it: lower case, spaces, no dashes. */
const typedLoosely = (number: string) => number.toLowerCase().replace('sd-', 'sd ').replace('-', '');

describe('order numbers', () => {
  it('are given to every order at insert, unique and not in sequence, and listed beside the id', async () => {
    const placed: Placed[] = [];
    for (let i = 0; i < 6; i += 1) placed.push(await newOrder());
    const numbers = placed.map((order) => order.orderNumber);
    for (const number of numbers) expect(number).toMatch(NUMBER);
    expect(new Set(numbers).size).toBe(numbers.length);
    const digits = numbers.map((number) => Number(number.replace(/\D/g, '')));
    const steps = new Set(digits.slice(1).map((value, index) => value - digits[index]!));
    expect(steps.size).toBeGreaterThan(1);

    const listed = await ordersOf();
    for (const order of placed) {
      expect(listed.find((row) => row.OrderId === order.parentOrderId)?.OrderNumber).toBe(order.orderNumber);
    }
    // The seeded history has numbers too, all different.
    const all = listed.map((row) => row.OrderNumber);
    expect(all.every((number) => NUMBER.test(number))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  it('name the order for its details, its cancellation and its return, however they are typed', async () => {
    const placed = await newOrder();
    const details = await call(server, `/orders/order/${encodeURIComponent(typedLoosely(placed.orderNumber))}`, {
      token: demo.token,
    });
    expect(details.status).toBe(200);
    expect(details.body[0]).toMatchObject({ OrderId: placed.parentOrderId, OrderNumber: placed.orderNumber });
    const foreign = await call(server, `/orders/order/${placed.orderNumber}`, { token: other.token });
    expect(foreign.status).toBe(403);

    const cancelled = await call(server, `/cancellations/orders/${placed.orderNumber.replaceAll('-', '')}/cancel`, {
      body: { userId: demo.userId, reason: 'Ordered twice' },
      token: demo.token,
    });
    expect(cancelled).toEqual({ status: 200, body: { message: 'Order cancellation requested successfully.' } });
    const [cancellation] = (await call(server, `/cancellations/${demo.userId}`, { token: demo.token })).body;
    expect(cancellation).toMatchObject({ OrderId: placed.parentOrderId, OrderNumber: placed.orderNumber });

    const delivered = await newOrder();
    await moveOrder(server, delivered.parentOrderId, 'Delivered');
    const returned = await call(server, `/returns/orders/${delivered.orderNumber.toLowerCase()}/return`, {
      body: { userId: demo.userId, reason: 'Damaged Item' },
      token: demo.token,
    });
    expect(returned).toEqual({ status: 200, body: { message: 'Return request submitted successfully.' } });
    const [request] = (await call(server, `/returns/${demo.userId}`, { token: demo.token })).body;
    expect(request).toMatchObject({ OrderId: delivered.parentOrderId, OrderNumber: delivered.orderNumber });
  });

  it('answer 404 for a number no order has, 400 for text that is no number', async () => {
    const unknown = await call(server, '/cancellations/orders/SD-0000-0000/cancel', {
      body: { userId: demo.userId, reason: 'x' },
      token: demo.token,
    });
    expect(unknown.status).toBe(404);
    const bad = await call(server, '/cancellations/orders/SD-12/cancel', {
      body: { userId: demo.userId, reason: 'x' },
      token: demo.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid Order ID. Please enter a valid Order ID.');
  });
});

describe('what an order cost', () => {
  it('is the same in the list, the details and a cancellation: the amount plus the shipping fee', async () => {
    const placed = await newOrder();
    const listed = (await ordersOf()).find((row) => row.OrderId === placed.parentOrderId)!;
    const [row] = (await call(server, `/orders/order/${placed.orderGroupId}`, { token: demo.token })).body;
    const paid = orderTotal({ amount: row.Amount, shippingFee: row.ShippingFee });
    expect(paid).toBe(lines[0]!.price + 200);
    expect(orderTotal({ amount: listed.Amount, shippingFee: listed.ShippingFee })).toBe(paid);
    await call(server, `/cancellations/orders/${placed.parentOrderId}/cancel`, {
      body: { userId: demo.userId, reason: 'Changed my mind' },
      token: demo.token,
    });
    const cancellation = (
      await call(server, `/cancellations/${demo.userId}?orderId=${placed.parentOrderId}`, {
        token: demo.token,
      })
    ).body[0];
    expect(orderTotal({ amount: cancellation.OrderAmount, shippingFee: cancellation.OrderShippingFee })).toBe(paid);
  });
});

describe('migration 0008_order_numbers', () => {
  it('numbers the orders placed before it, oldest first, and every order after it', async () => {
    const { handle, dispose } = await databaseMigratedBefore('0008');
    try {
      await handle.db.execute(ONE_PRODUCT_CATALOGUE);
      const order = (createdAt: string) => `
        INSERT INTO orders (order_group_id, user_id, full_name, country, street_address_line1, province, city,
          zip_code, phone_number, email, total_amount, amount, created_at)
        SELECT gen_random_uuid(), id, 'Ayesha', 'Pakistan', 'House 1', 'Punjab', 'Lahore', '', '3001234567',
          'ayesha@example.pk', 1000, 1000, '${createdAt}' FROM users`;
      await handle.db.execute(order('2025-03-02T00:00:00Z'));
      await handle.db.execute(order('2025-03-01T00:00:00Z'));
      expect(await migrate(handle.db)).toContain('0008_order_numbers.sql');
      await handle.db.execute(order('2025-03-03T00:00:00Z'));
      const numbered = rowsOf<{ order_number: string }>(
        await handle.db.execute('SELECT order_number FROM orders ORDER BY created_at'),
      ).map((row) => row.order_number);
      const [first, second, third] = rowsOf<{ n: string }>(
        await handle.db.execute('SELECT sauda_order_number(g) AS n FROM generate_series(0, 2) g'),
      ).map((row) => row.n);
      expect(numbered).toEqual([first, second, third]);
      expect(new Set(numbered).size).toBe(3);
      for (const number of numbered) expect(number).toMatch(NUMBER);
    } finally {
      await dispose();
    }
  }, 120_000);

  it('is a permutation: ten thousand consecutive orders get ten thousand different numbers', async () => {
    const [{ distinct, shaped }] = rowsOf<{ distinct: number; shaped: number }>(
      await server.db.execute(
        `SELECT count(DISTINCT sauda_order_number(g))::int AS distinct,
                count(*) FILTER (WHERE sauda_order_number(g) ~ '^SD-[0-9]{4}-[0-9]{4}$')::int AS shaped
         FROM generate_series(0, 9999) g`,
      ),
    ) as [{ distinct: number; shaped: number }];
    expect(distinct).toBe(10000);
    expect(shaped).toBe(10000);
  });
});
