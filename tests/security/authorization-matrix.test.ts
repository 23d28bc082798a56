import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueLines, moveOrder, orderBody, postOrder } from '../server/helpers';
import { type InsertedShopper, insertShoppers, type RawAnswer, send, sendJson, startKeyedServer } from './helpers';
import { apiOperations, namesAUser } from './openapi-operations';
import {
  MATRIX,
  type MatrixFixture,
  type MatrixRoute,
  PUBLIC_DESPITE_USER_ID,
  PUBLIC_OPERATIONS,
  sendProbe,
} from './user-scoped-routes';

let f: MatrixFixture;

async function placeOrder(owner: InsertedShopper, line: MatrixFixture['toOrder']) {
  const placed = await postOrder(f.server, owner.token, orderBody(owner.userId, [[line, 1]]));
  expect(placed.status).toBe(201);
  return placed.body as { parentOrderId: string; orderGroupId: string };
}

beforeAll(async () => {
  const keyed = await startKeyedServer();
  const [owner, intruder] = await insertShoppers(keyed, 2, 'matrix');
  const { colour } = await catalogueLines(keyed.server);
  const [first, second, third, fourth, fifth] = colour;
  f = {
    server: keyed.server,
    owner: owner!,
    intruder: intruder!,
    wished: first!,
    toWish: second!,
    toOrder: third!,
    reviewed: fourth!,
    pending: { parentOrderId: '', orderGroupId: '' },
    delivered: { parentOrderId: '', orderGroupId: '' },
  };
  f.pending = await placeOrder(f.owner, fifth!);
  f.delivered = await placeOrder(f.owner, fifth!);
  await moveOrder(f.server, f.delivered.parentOrderId, 'Delivered');
  // Only a buyer may review: the owner has received the product they review.
  await moveOrder(f.server, (await placeOrder(f.owner, fourth!)).parentOrderId, 'Delivered');
  const wished = { userId: f.owner.userId, productId: f.wished.id, color: f.wished.color, size: null };
  expect((await sendJson(f.server, '/wishlist/add', wished, { token: f.owner.token })).status).toBe(200);
});
afterAll(() => f.server.close());

/**
 * Fails when an answer carries anything of the owner: only `{ message, code }`, without the owner's id, name or
 * contact.
 */
function expectNothingOfTheOwner(answer: RawAnswer) {
  expect(Object.keys(answer.body ?? {}).sort()).toEqual(['code', 'message']);
  for (const secret of [f.owner.userId, f.owner.email, f.owner.name, f.owner.phone, f.pending.orderGroupId]) {
    expect(answer.text.toLowerCase()).not.toContain(secret.toLowerCase());
  }
}

describe('the matrix covers every user-scoped operation', () => {
  const operations = apiOperations();
  const inMatrix = new Set(MATRIX.map((route) => route.operation));

  it('classifies every operation of the OpenAPI document as user-scoped (matrix) or public', () => {
    const unclassified = operations
      .map((o) => o.key)
      .filter((key) => !inMatrix.has(key) && !PUBLIC_OPERATIONS.has(key));
    expect(unclassified).toEqual([]);
    const gone = [...inMatrix, ...PUBLIC_OPERATIONS].filter((key) => !operations.some((o) => o.key === key));
    expect(gone).toEqual([]);
    expect(MATRIX.length).toBe(23);
  });

  it('has every operation naming a userId in the matrix', () => {
    const missed = operations
      .filter((o) => namesAUser(o) && !inMatrix.has(o.key) && !PUBLIC_DESPITE_USER_ID.has(o.key))
      .map((o) => o.key);
    expect(missed).toEqual([]);
  });

  it("answers the public review list the same with someone's userId as without", async () => {
    const path = `/reviews/product/${f.wished.id}/reviews`;
    const anonymous = await send(f.server, path);
    const named = await send(f.server, `${path}?userId=${f.owner.userId}`, { token: f.intruder.token });
    expect(anonymous.status).toBe(200);
    expect(named.text).toBe(anonymous.text);
  });
});

describe.each(MATRIX)('$operation', (route: MatrixRoute) => {
  it('is 401 without a token, 403 with nothing of the owner for another user, 2xx for the owner', async () => {
    const probe = route.probe(f);
    const before = await route.state?.(f);

    const anonymous = await sendProbe(f, route, probe);
    expect(anonymous.status, anonymous.text).toBe(401);
    expectNothingOfTheOwner(anonymous);

    const forged = await sendProbe(f, route, probe, 'eyJzdWIiOiJ4IiwiZXhwIjo5OTk5OTk5OTk5fQ.forged');
    expect(forged.status, forged.text).toBe(401);

    const intruder = await sendProbe(f, route, probe, f.intruder.token);
    expect(intruder.status, intruder.text).toBe(403);
    expectNothingOfTheOwner(intruder);
    if (route.idor) {
      const idor = await sendProbe(f, route, route.idor(f), f.intruder.token);
      expect(idor.status, idor.text).toBe(403);
      expectNothingOfTheOwner(idor);
    }
    if (route.state) expect(await route.state(f)).toEqual(before);

    const own = await sendProbe(f, route, probe, f.owner.token);
    expect(own.status, own.text).toBeGreaterThanOrEqual(200);
    expect(own.status, own.text).toBeLessThan(300);
  });
});
