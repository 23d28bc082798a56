import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueLine, catalogueLines, orderBody, postOrder } from '../server/helpers';
import { type InsertedShopper, insertShoppers, type KeyedServer, send, sendJson, startKeyedServer } from './helpers';

let keyed: KeyedServer;
let shoppers: InsertedShopper[];
let lines: CatalogueLine[];
beforeAll(async () => {
  keyed = await startKeyedServer();
  shoppers = await insertShoppers(keyed, 80, 'faults');
  const catalogue = await catalogueLines(keyed.server, { count: 10 });
  lines = [...catalogue.colour.slice(0, 10), ...catalogue.sized.slice(0, 10)];
});
afterAll(() => keyed.server.close());

const server = () => keyed.server;
const shopper = (n: number) => shoppers[n]!;
const ordersOf = async (who: InsertedShopper) =>
  (await send(server(), `/orders/user/orders/${who.userId}`, { token: who.token })).body as { OrderId: string }[];
/** Stored parent orders of a user, straight from the database. */
const parentsOf = (who: InsertedShopper) =>
  server().db.query.orders.findMany({
    where: (order, { and, eq, isNull }) => and(eq(order.userId, who.userId), isNull(order.parentOrderId)),
  });

describe('Idempotency-Key', () => {
  it('ten concurrent requests with one key create one order and all get its ids', async () => {
    const who = shopper(0);
    const body = orderBody(who.userId, [[lines[0]!, 1]]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postOrder(server(), who.token, body, 'tap-tap')),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed.length).toBeGreaterThan(0);
    for (const answer of answers) {
      if (answer.status === 201) expect(answer.body).toEqual(placed[0]!.body);
      else
        expect(answer).toMatchObject({ status: 409, body: { message: expect.stringMatching(/still being placed/) } });
    }
    expect(await parentsOf(who)).toHaveLength(1);
  });

  it('a retry after the client gave up waiting gets the first order, never a second one', async () => {
    const who = shopper(1);
    const body = orderBody(who.userId, [
      [lines[1]!, 2],
      [lines[11]!, 1],
    ]);
    const abandoned = new AbortController();
    const first = fetch(`${server().url}/api/v1/orders/create`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${who.token}`,
        'idempotency-key': 'slow-net',
      },
      body: JSON.stringify(body),
      signal: abandoned.signal,
    }).catch(() => null);
    setTimeout(() => abandoned.abort(), 5);
    await first;
    let retry = await postOrder(server(), who.token, body, 'slow-net');
    for (let n = 0; retry.status === 409 && n < 20; n++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      retry = await postOrder(server(), who.token, body, 'slow-net');
    }
    expect(retry.status).toBe(201);
    const again = await postOrder(server(), who.token, body, 'slow-net');
    expect(again.body).toEqual(retry.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await parentsOf(who)).map((order) => order.id)).toEqual([retry.body.parentOrderId]);
  });
});

describe('50 concurrent checkouts by 50 shoppers', () => {
  it('all succeed, each priced from the catalogue, with parent, sub-orders and lines complete', async () => {
    const carts = Array.from({ length: 50 }, (_, n) => {
      const picked: [CatalogueLine, number][] = [[lines[n % lines.length]!, (n % 3) + 1]];
      if (n % 2 === 0) picked.push([lines[(n * 7 + 3) % lines.length]!, 1]);
      const unique = new Map(
        picked.map(([line, quantity]) => [`${line.id}|${line.color}|${line.size}`, [line, quantity] as const]),
      );
      return [...unique.values()] as [CatalogueLine, number][];
    });
    const answers = await Promise.all(
      carts.map((cart, n) => postOrder(server(), shopper(10 + n).token, orderBody(shopper(10 + n).userId, cart))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));

    for (const [n, cart] of carts.entries()) {
      const who = shopper(10 + n);
      const subtotal = cart.reduce((sum, [line, quantity]) => sum + line.price * quantity, 0);
      const { body: rows } = await send(server(), `/orders/order/${answers[n]!.body.orderGroupId}`, {
        token: who.token,
      });
      expect(rows).toHaveLength(cart.length);
      for (const [index, [line, quantity]] of cart.entries()) {
        expect(rows[index]).toMatchObject({
          ProductId: line.id,
          ProductPrice: line.price,
          Quantity: quantity,
          TotalAmount: subtotal,
          Amount: subtotal,
          Discount: 0,
          ShippingFee: 200,
        });
      }
      const subOrders = await server().db.query.orders.findMany({
        where: (order, { eq }) => eq(order.parentOrderId, answers[n]!.body.parentOrderId),
      });
      expect(subOrders).toHaveLength(new Set(cart.map(([line]) => line.shopId)).size);
      expect(subOrders.reduce((sum, order) => sum + order.amount, 0)).toBe(subtotal);
      expect(await ordersOf(who)).toHaveLength(1);
    }
    console.log('concurrent orders placed: 50');
  });
});

describe('concurrent follows and wishlist toggles', () => {
  const shopId = () => lines[0]!.shopId;
  const followers = async () => (await send(server(), `/shops/${shopId()}`)).body.FollowersCount as number;
  const follow = (who: InsertedShopper, path: '/user/follow' | '/user/unfollow') =>
    sendJson(server(), path, { userId: who.userId, shopId: shopId() }, { token: who.token });
  const follows = async (who: InsertedShopper) =>
    (await send(server(), `/user/${who.userId}/follows/${shopId()}`, { token: who.token })).body.isFollowing as boolean;

  it('30 shoppers following at once add exactly 30; a shopper following 10 times at once adds 1', async () => {
    const before = await followers();
    const crowd = shoppers.slice(2, 32);
    expect((await Promise.all(crowd.map((who) => follow(who, '/user/follow')))).every((a) => a.status === 200)).toBe(
      true,
    );
    expect(await followers()).toBe(before + 30);
    await Promise.all(Array.from({ length: 10 }, () => follow(shopper(60), '/user/follow')));
    expect(await followers()).toBe(before + 31);
    await Promise.all([...crowd, shopper(60)].map((who) => follow(who, '/user/unfollow')));
    expect(await followers()).toBe(before);
  });

  it('interleaved follow and unfollow storms leave the count equal to the shoppers who follow', async () => {
    const before = await followers();
    const crowd = shoppers.slice(62, 78);
    await Promise.all(
      crowd.flatMap((who, n) =>
        ['/user/follow', '/user/unfollow', '/user/follow', '/user/unfollow', '/user/follow']
          .slice(0, 2 + (n % 4))
          .map((path) => follow(who, path as '/user/follow' | '/user/unfollow')),
      ),
    );
    const following = (await Promise.all(crowd.map(follows))).filter(Boolean).length;
    expect(await followers()).toBe(before + following);
  });

  it('ten identical wishlist adds at once store one entry; add/remove storms never duplicate', async () => {
    const who = shopper(61);
    const line = lines[2]!;
    const entry = { userId: who.userId, productId: line.id, color: line.color, size: null };
    const adds = await Promise.all(
      Array.from({ length: 10 }, () => sendJson(server(), '/wishlist/add', entry, { token: who.token })),
    );
    expect(adds.filter((a) => a.status === 200)).toHaveLength(1);
    expect(adds.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(
      Array(9).fill('Item already in wishlist!'),
    );
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        sendJson(server(), n % 2 ? '/wishlist/remove' : '/wishlist/add', entry, { token: who.token }),
      ),
    );
    const list = (await send(server(), `/wishlist/${who.userId}`, { token: who.token })).body as unknown[];
    expect(list.length).toBeLessThanOrEqual(1);
  });
});
