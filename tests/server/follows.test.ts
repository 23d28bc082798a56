import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops, users } from '../../packages/server/src/db/schema';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call, signInDemo } from './helpers';

let server: TestServer;
let demo: { userId: string; token: string };
let otherUserId: string;
let shopId: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = await signInDemo(server);
  const people = await server.db.select({ id: users.id, email: users.email }).from(users).limit(5);
  otherUserId = people.find((person) => person.email !== 'demo@sauda.pk')!.id;
  const [shop] = await server.db.select({ id: shops.id }).from(shops).limit(1);
  shopId = shop!.id;
});
afterAll(() => server.close());

const count = async () => (await call(server, `/shops/${shopId}`)).body.FollowersCount as number;

describe('follows', () => {
  it('follows and unfollows idempotently with exact counts that never go negative', async () => {
    const before = await count();
    const auth = { token: demo.token };
    const pair = { userId: demo.userId, shopId };
    const followed = async () => (await call(server, `/user/${demo.userId}/follows/${shopId}`, auth)).body;
    const start = (await followed()).isFollowing as boolean;
    if (start) await call(server, '/user/unfollow', { body: pair, ...auth });
    const base = start ? before - 1 : before;
    expect(await call(server, '/user/follow', { body: pair, ...auth })).toEqual({
      status: 200,
      body: { message: 'Shop followed successfully' },
    });
    await call(server, '/user/follow', { body: pair, ...auth });
    expect(await count()).toBe(base + 1);
    expect(await followed()).toEqual({ isFollowing: true });
    const list = await call(server, `/user/${demo.userId}/followed-shops`, auth);
    expect(list.status).toBe(200);
    expect(list.body.followedShops).toContainEqual({
      Id: shopId,
      Name: expect.any(String),
      Logo: expect.anything(),
      FollowersCount: base + 1,
    });
    expect(await call(server, '/user/unfollow', { body: pair, ...auth })).toEqual({
      status: 200,
      body: { message: 'Shop unfollowed successfully' },
    });
    await call(server, '/user/unfollow', { body: pair, ...auth });
    expect(await count()).toBe(base);
    expect(await followed()).toEqual({ isFollowing: false });
    expect(base).toBeGreaterThanOrEqual(0);
  });

  it('answers an empty list as { followedShops: [] } and rejects bad ids and unknown shops', async () => {
    const auth = { token: demo.token };
    const list = await call(server, `/user/${demo.userId}/followed-shops`, auth);
    for (const shop of list.body.followedShops) {
      await call(server, '/user/unfollow', { body: { userId: demo.userId, shopId: shop.Id }, ...auth });
    }
    expect(await call(server, `/user/${demo.userId}/followed-shops`, auth)).toEqual({
      status: 200,
      body: { followedShops: [] },
    });
    expect((await call(server, '/user/follow', { body: { userId: demo.userId, shopId: 'x' }, ...auth })).status).toBe(
      400,
    );
    expect((await call(server, `/user/${demo.userId}/follows/x`, auth)).status).toBe(400);
    const ghost = { userId: demo.userId, shopId: '00000000-0000-4000-8000-000000000000' };
    expect(await call(server, '/user/follow', { body: ghost, ...auth })).toEqual({
      status: 404,
      body: { message: 'Shop not found', code: 'shop_not_found' },
    });
  });

  it('requires a valid token (401) for the same user (403) on every route', async () => {
    const routes = [
      { path: `/user/${demo.userId}/follows/${shopId}`, other: `/user/${otherUserId}/follows/${shopId}` },
      { path: `/user/${demo.userId}/followed-shops`, other: `/user/${otherUserId}/followed-shops` },
      { path: '/user/follow', body: { userId: demo.userId, shopId } },
      { path: '/user/unfollow', body: { userId: demo.userId, shopId } },
    ];
    for (const route of routes) {
      expect((await call(server, route.path, { body: route.body })).status).toBe(401);
      expect((await call(server, route.path, { body: route.body, token: 'bad.token' })).status).toBe(401);
      const otherBody = route.body && { ...route.body, userId: otherUserId };
      const forbidden = await call(server, route.other ?? route.path, { body: otherBody, token: demo.token });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toEqual(expect.any(String));
    }
  });
});
