import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../packages/server/src/db/schema';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call, signInDemo } from './helpers';

let server: TestServer;
let demo: { userId: string; token: string };
let otherUserId: string;
let productId: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = await signInDemo(server);
  const people = await server.db.select({ id: users.id, email: users.email }).from(users).limit(5);
  const other = people.find((person) => person.email !== 'demo@sauda.pk');
  otherUserId = other!.id;
  const [product] = await server.db.select({ id: products.id }).from(products).limit(1);
  productId = product!.id;
});
afterAll(() => server.close());

describe('wishlist', () => {
  it('lists the seeded wishlist with the contract keys', async () => {
    const { status, body } = await call(server, `/wishlist/${demo.userId}`, { token: demo.token });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(Object.keys(body[0]).sort()).toEqual(
      [
        'WishlistId',
        'ProductId',
        'Name',
        'Description',
        'Images',
        'Brand',
        'Color',
        'Size',
        'Rating',
        'RatingsCount',
        'Price',
        'OldPrice',
        'CreatedAt',
      ].sort(),
    );
    expect(body[0].Id).toBeUndefined();
  });

  it('prices an entry saved without colour or size at the price its product displays', async () => {
    const { body } = await call(server, `/wishlist/${demo.userId}`, { token: demo.token });
    const bare = body.filter((item: { Color: string | null; Size: string | null }) => !item.Color && !item.Size);
    expect(bare.length).toBeGreaterThan(0);
    for (const item of bare) {
      const product = await call(server, `/products/${item.ProductId}`);
      const displayed = product.body.colorVariants?.[0]?.price ?? product.body.variants[0].Sizes[0].price;
      expect(item.Price).toBe(displayed);
    }
  });

  it('adds once per product, colour and size (nulls included), then removes', async () => {
    const entry = { userId: demo.userId, productId, color: 'Teal', size: null };
    expect(await call(server, '/wishlist/add', { body: entry, token: demo.token })).toEqual({
      status: 200,
      body: { message: 'Item added to wishlist successfully' },
    });
    expect(await call(server, '/wishlist/add', { body: entry, token: demo.token })).toEqual({
      status: 409,
      body: { message: 'Item already in wishlist!', code: 'already_in_wishlist' },
    });
    const noOptions = { userId: demo.userId, productId };
    const first = await call(server, '/wishlist/add', { body: noOptions, token: demo.token });
    const again = await call(server, '/wishlist/add', { body: noOptions, token: demo.token });
    expect([200, 409]).toContain(first.status);
    expect(again).toEqual({ status: 409, body: { message: 'Item already in wishlist!', code: 'already_in_wishlist' } });
    const list = await call(server, `/wishlist/${demo.userId}`, { token: demo.token });
    expect(
      list.body.filter((i: { ProductId: string; Color: string }) => i.ProductId === productId && i.Color === 'Teal'),
    ).toHaveLength(1);
    expect(await call(server, '/wishlist/remove', { body: { ...entry }, token: demo.token })).toEqual({
      status: 200,
      body: { message: 'Item removed from wishlist successfully' },
    });
    await call(server, '/wishlist/remove', { body: noOptions, token: demo.token });
    const after = await call(server, `/wishlist/${demo.userId}`, { token: demo.token });
    expect(after.body.some((i: { ProductId: string }) => i.ProductId === productId)).toBe(false);
  });

  it('answers 200 [] for an empty wishlist', async () => {
    const all = await call(server, `/wishlist/${demo.userId}`, { token: demo.token });
    for (const item of all.body) {
      await call(server, '/wishlist/remove', {
        body: { userId: demo.userId, productId: item.ProductId },
        token: demo.token,
      });
    }
    expect(await call(server, `/wishlist/${demo.userId}`, { token: demo.token })).toEqual({ status: 200, body: [] });
  });

  it('answers 404 when a removal matches no saved entry, and keeps the entry it did not match', async () => {
    const saved = { userId: demo.userId, productId, color: 'Teal', size: null };
    await call(server, '/wishlist/add', { body: saved, token: demo.token });
    const otherColour = await call(server, '/wishlist/remove', {
      body: { ...saved, color: 'Maroon' },
      token: demo.token,
    });
    expect(otherColour).toEqual({
      status: 404,
      body: { message: 'Item not found in wishlist', code: 'not_in_wishlist' },
    });
    const list = await call(server, `/wishlist/${demo.userId}`, { token: demo.token });
    expect(
      list.body.some((i: { ProductId: string; Color: string }) => i.ProductId === productId && i.Color === 'Teal'),
    ).toBe(true);
    expect(await call(server, '/wishlist/remove', { body: saved, token: demo.token })).toEqual({
      status: 200,
      body: { message: 'Item removed from wishlist successfully' },
    });
    expect((await call(server, '/wishlist/remove', { body: saved, token: demo.token })).status).toBe(404);
  });

  it('validates input and refuses unknown products', async () => {
    const bad = await call(server, '/wishlist/add', {
      body: { userId: demo.userId, productId: 'nope' },
      token: demo.token,
    });
    expect(bad).toEqual({ status: 400, body: { message: 'Invalid id format', code: 'validation_failed' } });
    const missing = await call(server, '/wishlist/add', {
      body: { userId: demo.userId, productId: '00000000-0000-4000-8000-000000000000' },
      token: demo.token,
    });
    expect(missing).toEqual({ status: 404, body: { message: 'Product not found', code: 'product_not_found' } });
    expect((await call(server, '/wishlist/bad-id', { token: demo.token })).status).toBe(400);
  });

  it('requires a valid token (401) for the same user (403) on every route', async () => {
    const routes = [
      { path: `/wishlist/${demo.userId}`, other: `/wishlist/${otherUserId}` },
      { path: '/wishlist/add', body: { userId: demo.userId, productId } },
      { path: '/wishlist/remove', body: { userId: demo.userId, productId } },
    ];
    for (const route of routes) {
      const none = await call(server, route.path, { body: route.body });
      expect(none.status).toBe(401);
      expect(none.body.message).toEqual(expect.any(String));
      expect((await call(server, route.path, { body: route.body, token: 'bad.token' })).status).toBe(401);
      const otherPath = route.other ?? route.path;
      const otherBody = route.body && { ...route.body, userId: otherUserId };
      const forbidden = await call(server, otherPath, { body: otherBody, token: demo.token });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toEqual(expect.any(String));
    }
  });
});
