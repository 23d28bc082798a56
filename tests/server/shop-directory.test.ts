import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call, signInDemo, type Wire } from './helpers';

let server: TestServer;
let everyShop: Wire[];
beforeAll(async () => {
  server = await startTestServer();
  everyShop = (await call(server, '/shops?perPage=100')).body.shops;
});
afterAll(() => server.close());

const directory = (query: string) => call(server, `/shops${query}`);
const names = (shops: Wire[]) => shops.map((shop) => shop.Name as string);

describe('GET /shops', () => {
  it('lists shops most followed first with their product counts', async () => {
    const { status, body } = await directory('');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['page', 'shops', 'totalPages']);
    expect(body.page).toBe(1);
    expect(body.shops).toHaveLength(Math.min(20, everyShop.length));
    expect(Object.keys(body.shops[0]).sort()).toEqual(['FollowersCount', 'Id', 'Logo', 'Name', 'ProductCount']);
    const followers = everyShop.map((shop) => shop.FollowersCount as number);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    for (const shop of everyShop.slice(0, 3)) {
      const listed = await call(server, `/products?shopId=${shop.Id}&perPage=1000`);
      expect(shop.ProductCount).toBe(listed.body.products.length);
      expect((await call(server, `/shops/${shop.Id}`)).body).toMatchObject({
        Id: shop.Id,
        Name: shop.Name,
        FollowersCount: shop.FollowersCount,
        ProductCount: shop.ProductCount,
        ProductsCount: shop.ProductCount,
      });
    }
  });

  it('filters by any part of the name, case-insensitively, taking the query literally', async () => {
    const home = await directory('?query=HOME&perPage=100');
    expect(home.body.shops.length).toBeGreaterThan(1);
    expect(names(home.body.shops)).toEqual(names(everyShop).filter((name) => /home/i.test(name)));
    expect(names((await directory(`?query=${encodeURIComponent(' & ')}`)).body.shops)).toEqual(
      names(everyShop).filter((name) => name.includes('&')),
    );
    expect(await directory('?query=%25')).toEqual({ status: 200, body: { shops: [], totalPages: 0, page: 1 } });
    expect(await directory('?query=zzzz')).toEqual({ status: 200, body: { shops: [], totalPages: 0, page: 1 } });
  });

  it('pages through the directory without repeats', async () => {
    const pages = Math.ceil(everyShop.length / 7);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const { body } = await directory(`?perPage=7&page=${page}`);
      expect(body).toMatchObject({ page, totalPages: pages });
      seen.push(...names(body.shops));
    }
    expect(seen).toEqual(names(everyShop));
    expect(await directory(`?perPage=7&page=${pages + 1}`)).toEqual({
      status: 200,
      body: { shops: [], totalPages: pages, page: pages + 1 },
    });
  });

  it('counts a new follower at once and keeps the order', async () => {
    const demo = await signInDemo(server);
    const auth = { token: demo.token };
    const followed = (await call(server, `/user/${demo.userId}/followed-shops`, auth)).body.followedShops as Wire[];
    const shop = everyShop.find((entry) => !followed.some((other) => other.Id === entry.Id))!;
    await call(server, '/user/follow', { body: { userId: demo.userId, shopId: shop.Id }, ...auth });
    const after = (await directory('?perPage=100')).body.shops as Wire[];
    expect(after.find((entry) => entry.Id === shop.Id)!.FollowersCount).toBe((shop.FollowersCount as number) + 1);
    const followers = after.map((entry) => entry.FollowersCount as number);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
  });

  it.each([
    ['?perPage=0', 'perPage must be at least 1'],
    ['?perPage=101', 'perPage must be at most 100'],
    ['?page=0', 'page must be at least 1'],
    [`?query=${'a'.repeat(101)}`, 'query must be at most 100 characters'],
  ])('refuses %s', async (query, message) => {
    expect(await directory(query)).toEqual({ status: 400, body: { message, code: 'validation_failed' } });
  });
});
