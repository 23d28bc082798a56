import { randomUUID } from 'node:crypto';
import { errorCodeOf } from '@sauda/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../packages/server/src/db/schema';
import { buildDemo } from '../../packages/server/src/seed/build-demo';
import { buildDemoOrders } from '../../packages/server/src/seed/demo-orders';
import type { TestServer } from '../../packages/server/src/testing';
import {
  call,
  type CatalogueLine,
  ORDER_ADDRESS,
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
let colour: CatalogueLine[];
let sized: CatalogueLine[];
beforeAll(async () => {
  ({ server, demo, other, colour, sized } = await orderFixture(1));
});
afterAll(() => server.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const line = (index: number) => colour[index]!;
const sizedLine = (index: number) => sized[index]!;
const place = (body: unknown, key?: string, token = demo.token) => postOrder(server, token, body, key);
const ordersOf = async (who = demo) =>
  (await call(server, `/orders/user/orders/${who.userId}`, { token: who.token })).body;
const details = (groupId: string, token = demo.token) => call(server, `/orders/order/${groupId}`, { token });
/** A refusal as the client sees it: `code` is the status's general one unless the reason has its own. */
const failure = (status: number, message: string, code = errorCodeOf(status), params?: object) => ({
  status,
  body: { message, code, ...(params ? { params } : {}) },
});
const expectFailure = async (body: unknown, status: number, message: string, code?: string, params?: object) => {
  const answer = await place(body);
  expect({ status: answer.status, body: answer.body }).toEqual(failure(status, message, code, params));
};

/** A coupon of `shopId` made for one test (codes are unique per call). */
async function addCoupon(shopId: string, fields: Partial<typeof coupons.$inferInsert> = {}) {
  const code = `T${randomUUID().slice(0, 8).toUpperCase()}`;
  await server.db.insert(coupons).values({
    code,
    discountType: 'Flat',
    discountValue: 100,
    minimumOrderValue: 0,
    startDate: new Date(Date.now() - 86_400_000),
    endDate: new Date(Date.now() + 86_400_000),
    vendorId: shopId,
    ...fields,
  });
  return code;
}
const usageOf = async (code: string) =>
  (await server.db.query.coupons.findFirst({ where: (coupon, { eq }) => eq(coupon.code, code) }))!.usageCount;
/** The sub-orders of a parent order, as stored. */
const subOrdersOf = (parentOrderId: string) =>
  server.db.query.orders.findMany({
    columns: { shopId: true, amount: true, totalAmount: true, discount: true },
    where: (order, { eq }) => eq(order.parentOrderId, parentOrderId),
  });

describe("the demo shopper's seeded history", () => {
  it('has an order in every status, one with a coupon, each with Amount = TotalAmount − Discount', async () => {
    const list = await ordersOf();
    const statuses = new Set(list.map((order: { Status: string }) => order.Status));
    for (const status of ['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered', 'Cancelled']) {
      expect(statuses).toContain(status);
    }
    for (const order of list) expect(order.Amount).toBeCloseTo(order.TotalAmount - order.Discount, 2);
    expect(list.some((order: { Discount: number }) => order.Discount > 0)).toBe(true);
  });

  it('is deterministic, in every status, priced from the catalogue, with a delivery still returnable', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const rows = buildDemo({ demo: 'x', locked: 'y' });
    const history = buildDemoOrders(rows, now);
    const again = buildDemoOrders(buildDemo({ demo: 'x', locked: 'y' }), now);
    expect(again).toEqual(history);
    const parents = history.orders.filter((order) => !order.parentOrderId);
    expect(parents.map((order) => order.status).sort()).toEqual(
      ['Cancelled', 'Confirmed', 'Delivered', 'Delivered', 'Pending', 'Processing', 'Shipped'].sort(),
    );
    const week = 7 * 86_400_000;
    const returnable = parents.filter(
      (order) => order.status === 'Delivered' && now.getTime() - order.deliveredAt!.getTime() < week,
    );
    expect(returnable).toHaveLength(1);
    expect(history.returns).toHaveLength(1);
    expect(history.cancellations).toHaveLength(1);
    for (const line of history.orderProducts) {
      const colourPrice = rows.colorVariants.find(
        (v) => v.productId === line.productId && v.color === line.selectedColor,
      );
      const sizePrice = rows.variants
        .find((v) => v.productId === line.productId && v.variantColor === line.selectedColor)
        ?.sizes.find((s) => s.size === line.selectedSize);
      expect(line.price).toBe(colourPrice?.price ?? sizePrice?.price);
    }
    for (const order of parents)
      expect(history.orderProducts.some((line) => line.orderGroupId === order.orderGroupId)).toBe(true);
    const discounted = parents.filter((order) => (order.discount ?? 0) > 0);
    const coupon = rows.coupons.find((candidate) => candidate.code === 'FLAT300')!;
    expect(discounted).toEqual([expect.objectContaining({ discount: 300, couponId: coupon.id })]);
    expect(coupon.usageCount).toBe(1);
  });
});

describe('POST /orders/create', () => {
  it('places an order priced from the catalogue: 201, listed first, one detail row per line', async () => {
    const a = line(0);
    const b = sizedLine(0);
    const subtotal = a.price * 2 + b.price;
    const placed = await place(
      orderBody(demo.userId, [
        [a, 2],
        [b, 1],
      ]),
    );
    expect(placed.status).toBe(201);
    expect(placed.body).toEqual({
      message: 'Orders created successfully',
      parentOrderId: expect.stringMatching(UUID),
      orderGroupId: expect.stringMatching(UUID),
      orderNumber: expect.stringMatching(/^SD-\d{4}-\d{4}$/),
    });
    const [latest] = await ordersOf();
    expect(latest).toMatchObject({
      OrderId: placed.body.parentOrderId,
      OrderGroupId: placed.body.orderGroupId,
      OrderNumber: placed.body.orderNumber,
      FullName: ORDER_ADDRESS.fullName,
      Country: 'Pakistan',
      Province: 'Punjab',
      City: 'Lahore',
      StreetAddressLine2: null,
      Amount: subtotal,
      TotalAmount: subtotal,
      Discount: 0,
      ShippingFee: 200,
      Status: 'Pending',
      CreatedAt: expect.any(String),
    });
    const rows = await details(placed.body.orderGroupId);
    expect(rows.status).toBe(200);
    expect(rows.body).toHaveLength(2);
    expect(rows.body[0]).toMatchObject({
      OrderId: placed.body.parentOrderId,
      ProductId: a.id,
      ProductName: a.name,
      ProductPrice: a.price,
      Quantity: 2,
      SelectedColor: a.color,
      SelectedSize: null,
      Amount: subtotal,
      TotalAmount: subtotal,
      Discount: 0,
      Email: ORDER_ADDRESS.email,
      Images: expect.arrayContaining([expect.any(String)]),
    });
    expect(rows.body[1]).toMatchObject({ ProductId: b.id, ProductPrice: b.price, Quantity: 1, SelectedSize: b.size });
  });

  it('ignores a tampered client price: the catalogue price wins', async () => {
    const a = line(1);
    const body = orderBody(demo.userId, [[a, 1]]);
    body.cartItems[0]!.items[0] = { ...body.cartItems[0]!.items[0], price: 1, subtotal: 1 };
    const placed = await place(body);
    expect(placed.status).toBe(201);
    const rows = await details(placed.body.orderGroupId);
    expect(rows.body.map((row: { ProductPrice: number }) => row.ProductPrice)).toEqual([a.price]);
    expect(rows.body[0].Amount).toBe(a.price);
  });

  it('creates one sub-order per shop under the parent, with per-shop amounts', async () => {
    const a = line(0);
    const b = [...colour, ...sized].find((candidate) => candidate.shopId !== a.shopId)!;
    const placed = await place(
      orderBody(demo.userId, [
        [a, 1],
        [b, 3],
      ]),
    );
    expect(placed.status).toBe(201);
    const subOrders = await subOrdersOf(placed.body.parentOrderId);
    expect(subOrders).toHaveLength(2);
    expect(subOrders).toEqual(
      expect.arrayContaining([
        { shopId: a.shopId, amount: a.price, totalAmount: a.price, discount: 0 },
        { shopId: b.shopId, amount: b.price * 3, totalAmount: b.price * 3, discount: 0 },
      ]),
    );
    expect((await ordersOf()).filter((o: { OrderId: string }) => o.OrderId === placed.body.parentOrderId)).toHaveLength(
      1,
    );
  });

  it('merges lines naming the same product, colour and size; together they stay within 3', async () => {
    const a = line(2);
    const placed = await place(
      orderBody(demo.userId, [
        [a, 1],
        [a, 2],
      ]),
    );
    expect(placed.status).toBe(201);
    const rows = (await details(placed.body.orderGroupId)).body;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Quantity: 3, Amount: a.price * 3 });
    await expectFailure(
      orderBody(demo.userId, [
        [a, 2],
        [a, 2],
      ]),
      400,
      'Maximum quantity of 3 reached!',
      'quantity_too_large',
      { max: 3 },
    );
  });

  it('refuses bad carts with a specific message', async () => {
    const a = line(0);
    const b = sizedLine(0);
    const body = (lines: object[]) => ({
      ...ORDER_ADDRESS,
      userId: demo.userId,
      cartItems: [{ shopId: a.shopId, items: lines }],
    });
    await expectFailure({ ...ORDER_ADDRESS, userId: demo.userId, cartItems: [] }, 400, 'The cart is empty.');
    await expectFailure({ ...ORDER_ADDRESS, userId: demo.userId }, 400, 'The cart is empty.');
    await expectFailure(body([]), 400, 'The cart is empty.');
    await expectFailure(body([{ ...a, quantity: 4 }]), 400, 'Maximum quantity of 3 reached!');
    await expectFailure(body([{ ...a, quantity: 0 }]), 400, 'Quantity must be a whole number from 1 to 3.');
    await expectFailure(body([{ ...a, quantity: 1.5 }]), 400, 'Quantity must be a whole number from 1 to 3.');
    await expectFailure(body([{ ...a, id: undefined, quantity: 1 }]), 400, 'Every cart line needs a product id.');
    await expectFailure(
      body([{ ...a, id: 'not-a-product', quantity: 1 }]),
      400,
      'Invalid product id format in the cart.',
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    // Refusals of one line by the catalogue: each names its product and what was asked for.
    const byCatalogue: [object, string, string, object][] = [
      [{ ...a, id: missing }, `Product ${missing} was not found.`, 'product_unavailable', { id: missing }],
      [
        { ...a, color: 'Chartreuse' },
        `${a.name} is not available in colour "Chartreuse".`,
        'colour_unavailable',
        { product: a.name, colour: 'Chartreuse' },
      ],
      [{ ...a, color: null }, `Please choose a colour for ${a.name}.`, 'colour_required', { product: a.name }],
      [
        { ...a, size: 'XXL' },
        `${a.name} is not available in size "XXL".`,
        'size_unavailable',
        { product: a.name, size: 'XXL' },
      ],
      [
        { ...b, size: '99' },
        `${b.name} is not available in size "99".`,
        'size_unavailable',
        { product: b.name, size: '99' },
      ],
      [{ ...b, size: null }, `Please choose a size for ${b.name}.`, 'size_required', { product: b.name }],
    ];
    for (const [cartLine, message, code, params] of byCatalogue) {
      await expectFailure(body([{ ...cartLine, quantity: 1 }]), 400, message, code, params);
    }
  });

  it("validates the address with the checkout rule: 'All fields are required.'", async () => {
    const good = orderBody(demo.userId, [[line(0), 1]]);
    for (const field of ['fullName', 'streetAddressLine1', 'city', 'state', 'phoneNumber', 'email']) {
      await expectFailure({ ...good, [field]: '  ' }, 400, 'All fields are required.');
    }
    await expectFailure(
      { ...good, phoneNumber: '0300-12345' },
      400,
      'Phone number must be a valid Pakistani number (10 digits, starting with 3)',
    );
    await expectFailure({ ...good, city: 'x'.repeat(301) }, 400, 'Order fields must be at most 300 characters.');
    const placed = await place({ ...good, country: 'Elsewhere', streetAddressLine2: undefined });
    expect(placed.status).toBe(201);
    expect((await ordersOf())[0]).toMatchObject({ Country: 'Pakistan', StreetAddressLine2: null });
  });

  it('places an order without a postcode, storing the phone as typed in its one form', async () => {
    const good = orderBody(demo.userId, [[line(0), 1]]);
    for (const phoneNumber of ['03001234567', '+92 300 1234567', '0300-1234567']) {
      expect((await place({ ...good, zipCode: '', phoneNumber })).status).toBe(201);
      expect((await ordersOf())[0]).toMatchObject({ ZipCode: '', PhoneNumber: '3001234567' });
    }
    const { zipCode: _none, ...withoutPostcode } = good;
    expect((await place(withoutPostcode)).status).toBe(201);
  });

  it('requires the bearer token (401) of the user in the body (403)', async () => {
    const body = orderBody(demo.userId, [[line(0), 1]]);
    const before = (await ordersOf()).length;
    const anonymous = await postOrder(server, undefined, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toEqual(expect.any(String));
    expect((await postOrder(server, 'forged.token', body)).status).toBe(401);
    const forbidden = await place(body, undefined, other.token);
    expect(forbidden.status).toBe(403);
    expect(Object.keys(forbidden.body)).toEqual(['message', 'code']);
    expect((await ordersOf()).length).toBe(before);
    await expectFailure({ ...body, userId: 'me' }, 400, 'Invalid id format');
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the same key with the first answer and creates nothing', async () => {
    const body = orderBody(demo.userId, [[line(3), 1]]);
    const before = (await ordersOf()).length;
    const first = await place(body, 'checkout-retry-1');
    const retry = await place(body, 'checkout-retry-1');
    expect(first.status).toBe(201);
    expect({ status: retry.status, body: retry.body }).toEqual({ status: first.status, body: first.body });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await ordersOf()).length).toBe(before + 1);
  });

  it('creates one order for two concurrent requests with the same key', async () => {
    const body = orderBody(demo.userId, [[line(4), 2]]);
    const before = (await ordersOf()).length;
    const answers = await Promise.all([place(body, 'double-click'), place(body, 'double-click')]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]!.body.parentOrderId).toBe(answers[1]!.body.parentOrderId);
    expect((await ordersOf()).length).toBe(before + 1);
  });

  it('refuses a key reused for another order, keeps keys per user, and checks the header', async () => {
    await place(orderBody(demo.userId, [[line(5), 1]]), 'reused-key');
    const reused = await place(orderBody(demo.userId, [[line(5), 2]]), 'reused-key');
    expect({ status: reused.status, body: reused.body }).toEqual(
      failure(422, 'This Idempotency-Key was already used for a different order.', 'idempotency_key_reused'),
    );
    const theirs = await place(orderBody(other.userId, [[line(5), 1]]), 'reused-key', other.token);
    expect(theirs.status).toBe(201);
    const blank = await place(orderBody(demo.userId, [[line(5), 1]]), ' ');
    expect({ status: blank.status, body: blank.body }).toEqual(
      failure(400, 'Idempotency-Key must be 1 to 200 visible characters.', 'idempotency_key_invalid'),
    );
  });

  it('lets a key whose first attempt failed be used again', async () => {
    const bad = await place(orderBody(demo.userId, [[{ ...line(0), color: 'Nope' }, 1]]), 'after-failure');
    expect(bad.status).toBe(400);
    const good = await place(orderBody(demo.userId, [[line(0), 1]]), 'after-failure');
    expect(good.status).toBe(201);
  });
});

describe('coupons on orders', () => {
  it('applies a coupon at exactly its minimum, refuses it one rupee under, and counts its use', async () => {
    const a = line(0);
    const atMinimum = await addCoupon(a.shopId, {
      discountType: 'Percentage',
      discountValue: 10,
      minimumOrderValue: a.price * 2,
    });
    const placed = await place(orderBody(demo.userId, [[a, 2]], atMinimum.toLowerCase()));
    expect(placed.status).toBe(201);
    const discount = Math.round(a.price * 2 * 10) / 100;
    const [latest] = await ordersOf();
    expect(latest).toMatchObject({ TotalAmount: a.price * 2, Discount: discount, Amount: a.price * 2 - discount });
    expect(await usageOf(atMinimum)).toBe(1);

    const above = await addCoupon(a.shopId, { minimumOrderValue: a.price * 2 + 1 });
    await expectFailure(
      orderBody(demo.userId, [[a, 2]], above),
      400,
      `Order total for the shop must be at least ${a.price * 2 + 1} to use this coupon.`,
      'coupon_minimum_not_met',
      { minimum: a.price * 2 + 1 },
    );
    expect(await usageOf(above)).toBe(0);
  });

  it("measures and caps the discount on the coupon shop's subtotal only", async () => {
    const a = line(0);
    const b = [...colour, ...sized].find((candidate) => candidate.shopId !== a.shopId)!;
    const code = await addCoupon(a.shopId, { discountValue: a.price + 5000, minimumOrderValue: a.price });
    const placed = await place(
      orderBody(
        demo.userId,
        [
          [a, 1],
          [b, 1],
        ],
        code,
      ),
    );
    expect(placed.status).toBe(201);
    const rows = (await details(placed.body.orderGroupId)).body;
    expect(rows[0]).toMatchObject({ TotalAmount: a.price + b.price, Discount: a.price, Amount: b.price });
    expect(await subOrdersOf(placed.body.parentOrderId)).toEqual(
      expect.arrayContaining([
        { shopId: a.shopId, discount: a.price, amount: 0, totalAmount: a.price },
        { shopId: b.shopId, discount: 0, amount: b.price, totalAmount: b.price },
      ]),
    );
  });

  it('refuses unknown, expired, used-up coupons and coupons of shops not in the cart', async () => {
    const a = line(0);
    const invalid = 'Invalid, expired, or fully used coupon code.';
    await expectFailure(orderBody(demo.userId, [[a, 1]], 'NOPE'), 400, invalid, 'invalid_coupon');
    await expectFailure(orderBody(demo.userId, [[a, 1]], 'RAMZAN20'), 400, invalid, 'invalid_coupon');
    await expectFailure(orderBody(demo.userId, [[a, 1]], 'FIRST50'), 400, invalid, 'invalid_coupon');
    const elsewhere = await server.db.query.shops.findFirst({ where: (shop, { ne }) => ne(shop.id, a.shopId) });
    const code = await addCoupon(elsewhere!.id);
    await expectFailure(
      orderBody(demo.userId, [[a, 1]], code),
      400,
      'This coupon is not valid for the shops in your cart.',
      'coupon_not_for_cart',
    );
  });

  it('never lets concurrent orders use a coupon past its usage limit', async () => {
    const a = line(1);
    const code = await addCoupon(a.shopId, { usageLimit: 2, usageCount: 0 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(orderBody(demo.userId, [[a, 1]], code))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect({ status: answer.status, body: answer.body }).toEqual(
        failure(400, 'Invalid, expired, or fully used coupon code.', 'invalid_coupon'),
      );
    }
    expect(await usageOf(code)).toBe(2);
  });
});

describe('GET /orders/user/orders/{userId}', () => {
  it('lists parent orders newest first, 200 [] when there are none', async () => {
    const fresh = await signUpShopper(server, 2);
    expect(await call(server, `/orders/user/orders/${fresh.userId}`, { token: fresh.token })).toEqual({
      status: 200,
      body: [],
    });
    const first = await place(orderBody(fresh.userId, [[line(0), 1]]), undefined, fresh.token);
    const second = await place(
      orderBody(fresh.userId, [
        [line(1), 1],
        [sizedLine(1), 1],
      ]),
      undefined,
      fresh.token,
    );
    const list = await ordersOf(fresh);
    expect(list.map((order: { OrderId: string }) => order.OrderId)).toEqual([
      second.body.parentOrderId,
      first.body.parentOrderId,
    ]);
  });

  it('answers 401 without a token, 403 without data for someone else, 400 for a bad id', async () => {
    const anonymous = await call(server, `/orders/user/orders/${demo.userId}`);
    expect(anonymous.status).toBe(401);
    expect(await call(server, `/orders/user/orders/${demo.userId}`, { token: other.token })).toEqual(
      failure(403, 'You may only access your own data', 'not_your_data'),
    );
    expect(await call(server, '/orders/user/orders/nope', { token: demo.token })).toEqual(
      failure(400, 'Invalid UserId format', 'invalid_id'),
    );
  });

  it('reads the list and the details in one SQL query each, however many orders and lines', async () => {
    const before = server.queryCount();
    const list = await ordersOf();
    expect(list.length).toBeGreaterThan(10);
    expect(server.queryCount() - before).toBe(SESSION_CHECK_QUERIES + 1);
    const group = list.find((order: { Discount: number }) => order.Discount === 0).OrderGroupId;
    const start = server.queryCount();
    expect((await details(group)).body.length).toBeGreaterThan(0);
    expect(server.queryCount() - start).toBe(SESSION_CHECK_QUERIES + 1);
  });
});

describe('GET /orders/order/{orderGroupId}', () => {
  it('answers 404 for an unknown group, 403 without data for another buyer, 401 without a token', async () => {
    const placed = await place(orderBody(demo.userId, [[line(0), 1]]));
    const group = placed.body.orderGroupId;
    expect(await details(randomUUID())).toEqual(
      failure(404, 'No orders found for the given OrderGroupId', 'order_not_found'),
    );
    expect(await details(group, other.token)).toEqual(
      failure(403, 'You may only access your own data', 'not_your_data'),
    );
    expect((await call(server, `/orders/order/${group}`)).status).toBe(401);
    expect(await details('bad')).toEqual(failure(400, 'Invalid OrderGroupId format', 'invalid_id'));
  });
});
