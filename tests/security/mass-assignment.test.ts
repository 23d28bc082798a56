import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueLine, catalogueLines, moveOrder, orderBody, postOrder } from '../server/helpers';
import { deliverLines } from '../server/support/buyer';
import { type InsertedShopper, insertShoppers, type KeyedServer, send, sendJson, startKeyedServer } from './helpers';

let keyed: KeyedServer;
let me: InsertedShopper;
let other: InsertedShopper;
let lines: CatalogueLine[];
beforeAll(async () => {
  keyed = await startKeyedServer();
  [me, other] = (await insertShoppers(keyed, 2, 'mass')) as [InsertedShopper, InsertedShopper];
  lines = (await catalogueLines(keyed.server)).colour;
});
afterAll(() => keyed.server.close());

const line = (n: number) => lines[n]!;
const userRow = async (id: string) =>
  (await keyed.server.db.query.users.findFirst({ where: (user, { eq }) => eq(user.id, id) }))!;
const OTHER_GROUP = randomUUID();

describe('extra fields are ignored, never written', () => {
  it('sign-up ignores id, role, userType and isVerified: the account is a new, unverified customer', async () => {
    const injectedId = randomUUID();
    const body = {
      name: 'Mallory',
      phone: '3335550101',
      email: 'mallory@example.pk',
      password: 'Karachi@2025',
      id: injectedId,
      Id: injectedId,
      userId: other.userId,
      role: 'admin',
      userType: 'vendor',
      isVerified: true,
      IsVerified: true,
    };
    expect((await sendJson(keyed.server, '/user/signup', body)).status).toBe(201);
    const row = await keyed.server.db.query.users.findFirst({ where: (user, { eq }) => eq(user.email, body.email) });
    expect(row).toMatchObject({ userType: 'customer', isVerified: false });
    expect(row!.id).not.toBe(injectedId);
    const signIn = await sendJson(keyed.server, '/user/signin', { email: body.email, password: body.password });
    expect(signIn.status).toBe(404);
    expect((await userRow(other.userId)).name).toBe(other.name);
  });

  it('a profile update ignores email, id, userType and isVerified', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Renamed Me',
      phone: '',
      email: 'hijack@example.pk',
      id: other.userId,
      Id: other.userId,
      userType: 'admin',
      isVerified: 'false',
      Images: 'https://evil.example/x.png',
    })) {
      form.append(name, value);
    }
    const answer = await send(keyed.server, `/user/${me.userId}`, { method: 'PUT', body: form, token: me.token });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ Id: me.userId, Name: 'Renamed Me', Email: me.email, Images: null });
    expect(await userRow(me.userId)).toMatchObject({ email: me.email, userType: 'customer', isVerified: true });
    expect((await userRow(other.userId)).name).toBe(other.name);
  });

  it('a wishlist entry takes its price from the catalogue, not from Price or WishlistId fields', async () => {
    const a = line(0);
    const body = { userId: me.userId, productId: a.id, color: a.color, size: null, Price: 1, WishlistId: 1, Id: 1 };
    expect((await sendJson(keyed.server, '/wishlist/add', body, { token: me.token })).status).toBe(200);
    const list = await send(keyed.server, `/wishlist/${me.userId}`, { token: me.token });
    expect(list.body).toEqual([expect.objectContaining({ ProductId: a.id, Price: a.price })]);
    expect(list.body[0].WishlistId).not.toBe(1);
  });

  it('an order ignores prices, totals, discount, status, ids and a wrong shop sent by the client', async () => {
    const [a, b] = [line(1), line(2)];
    const body = orderBody(me.userId, [
      [a, 2],
      [b, 1],
    ]) as ReturnType<typeof orderBody> & Record<string, unknown>;
    const tampered = {
      ...body,
      id: randomUUID(),
      orderGroupId: OTHER_GROUP,
      parentOrderId: randomUUID(),
      status: 'Delivered',
      Status: 'Delivered',
      totalAmount: 1,
      amount: 1,
      discount: 99_999,
      Discount: 99_999,
      shippingFee: 0,
      cartItems: body.cartItems.map((group) => ({
        shopId: randomUUID(),
        items: group.items.map((item) => ({ ...item, price: 1, subtotal: 1, shopId: randomUUID() })),
      })),
    };
    const placed = await postOrder(keyed.server, me.token, tampered);
    expect(placed.status).toBe(201);
    expect(placed.body.orderGroupId).not.toBe(OTHER_GROUP);
    const rows = await send(keyed.server, `/orders/order/${placed.body.orderGroupId}`, { token: me.token });
    const subtotal = a.price * 2 + b.price;
    for (const row of rows.body) {
      expect(row).toMatchObject({ Status: 'Pending', Discount: 0, ShippingFee: 200, TotalAmount: subtotal });
    }
    expect(rows.body.map((row: { ProductPrice: number; ShopId: string }) => [row.ProductPrice, row.ShopId])).toEqual([
      [a.price, a.shopId],
      [b.price, b.shopId],
    ]);
  });

  it('an address is saved for the token’s user only, whatever userId the body names', async () => {
    const body = {
      email: me.email,
      userId: other.userId,
      streetAddressLine1: 'House 9',
      city: 'Lahore',
      state: 'Punjab',
      zipCode: '54000',
    };
    expect((await sendJson(keyed.server, '/addresses/create', body, { token: me.token })).status).toBe(201);
    const mine = await send(keyed.server, `/addresses/address?email=${me.email}`, { token: me.token });
    expect(mine.body).toMatchObject({ Email: me.email, streetAddressLine1: 'House 9' });
    const theirs = await send(keyed.server, `/addresses/address?email=${other.email}`, { token: other.token });
    expect(theirs.body).toMatchObject({ Email: other.email, streetAddressLine1: null });
  });

  it('following counts one follower, whatever FollowersCount the body carries', async () => {
    const shopId = line(0).shopId;
    const count = async () =>
      (await keyed.server.db.query.shops.findFirst({ where: (shop, { eq }) => eq(shop.id, shopId) }))!.followersCount;
    const before = await count();
    const body = { userId: me.userId, shopId, FollowersCount: 10_000, followersCount: 10_000 };
    expect((await sendJson(keyed.server, '/user/follow', body, { token: me.token })).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('a return request is stored Pending, whatever status it claims', async () => {
    const placed = await postOrder(keyed.server, me.token, orderBody(me.userId, [[line(3), 1]]));
    await moveOrder(keyed.server, placed.body.parentOrderId, 'Delivered');
    const body = {
      userId: me.userId,
      reason: 'Damaged Item',
      status: 'Approved',
      Status: 'Approved',
      id: randomUUID(),
    };
    const path = `/returns/orders/${placed.body.parentOrderId}/return`;
    expect((await sendJson(keyed.server, path, body, { token: me.token })).status).toBe(200);
    const stored = await keyed.server.db.query.orderReturns.findFirst({
      where: (request, { eq }) => eq(request.orderId, placed.body.parentOrderId),
    });
    expect(stored).toMatchObject({ status: 'Pending', userId: me.userId });
    expect(stored!.id).not.toBe(body.id);
  });

  it('a review ignores vendorReply, shopId and a second userId field', async () => {
    const product = line(4);
    await deliverLines(keyed.server, me, [product]);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      userId: me.userId,
      rating: '5',
      comment: 'Honest review',
      productId: product.id,
      vendorReply: 'Thank you! (forged)',
      shopId: line(0).shopId === product.shopId ? randomUUID() : line(0).shopId,
    })) {
      form.append(name, value);
    }
    form.append('userId', other.userId);
    const path = `/reviews/product/${product.id}/review`;
    expect((await send(keyed.server, path, { body: form, token: me.token })).status).toBe(201);
    const stored = await keyed.server.db.query.reviews.findMany({
      where: (review, { and, eq, inArray }) =>
        and(eq(review.productId, product.id), inArray(review.userId, [me.userId, other.userId])),
    });
    expect(stored).toEqual([expect.objectContaining({ userId: me.userId, shopId: product.shopId, vendorReply: null })]);
  });
});
