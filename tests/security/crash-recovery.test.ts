import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueLine, call, catalogueLines, orderBody, postOrder, type Shopper } from '../server/helpers';
import { type RealServer, startRealServer } from './real-server';

const CYCLES = 3;
const WORKERS = 6;
const ORDERS_PER_WORKER = 25;

/** An order the server answered 201 for, with what it must hold. */
interface Acknowledged {
  parentOrderId: string;
  orderGroupId: string;
  lines: number;
  subtotal: number;
}

let dataDir: string;
const secret = randomBytes(32).toString('hex');
let server: RealServer;
let demo: Shopper;
let lines: CatalogueLine[];
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sauda-crash-'));
  server = await startRealServer(dataDir, secret);
  const signIn = await call(server.asTestServer, '/user/signin', {
    body: { email: 'demo@sauda.pk', password: 'Sauda@123' },
  });
  demo = { userId: signIn.body.user.userId, token: signIn.body.token };
  const catalogue = await catalogueLines(server.asTestServer, { count: 4 });
  lines = [...catalogue.colour.slice(0, 4), ...catalogue.sized.slice(0, 4)];
});
afterAll(async () => {
  server.child.kill('SIGKILL');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Workers placing orders one after another until told to stop or the server goes away; resolves with the orders
 * acknowledged (201) and every other answer's status.
 */
function burst(target: RealServer, onAck: () => void) {
  const acknowledged: Acknowledged[] = [];
  const refused: number[] = [];
  const worker = async (w: number) => {
    for (let n = 0; n < ORDERS_PER_WORKER; n++) {
      const first = lines[(w + n) % lines.length]!;
      const second = lines[(w + n + 3) % lines.length]!;
      const cart: [CatalogueLine, number][] = [
        [first, 1 + (n % 3)],
        [second, 1],
      ];
      let answer;
      try {
        answer = await postOrder(target.asTestServer, demo.token, orderBody(demo.userId, cart));
      } catch {
        return; // connection refused or cut: the server is gone
      }
      if (answer.status !== 201) {
        refused.push(answer.status);
        continue;
      }
      acknowledged.push({
        ...(answer.body as { parentOrderId: string; orderGroupId: string }),
        lines: 2,
        subtotal: first.price * (1 + (n % 3)) + second.price,
      });
      onAck();
    }
  };
  return Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w))).then(() => ({ acknowledged, refused }));
}

/** Every acknowledged order is listed and complete; every listed order is whole (no half-written order survives). */
async function expectAllOrdersWhole(target: RealServer, acknowledged: Acknowledged[]) {
  const list = await call(target.asTestServer, `/orders/user/orders/${demo.userId}`, { token: demo.token });
  expect(list.status).toBe(200);
  const listed = new Set((list.body as { OrderId: string }[]).map((order) => order.OrderId));
  for (const order of acknowledged) expect(listed.has(order.parentOrderId), order.parentOrderId).toBe(true);
  const expected = new Map(acknowledged.map((order) => [order.orderGroupId, order]));
  for (const order of list.body as { OrderGroupId: string; TotalAmount: number; Amount: number; Discount: number }[]) {
    const details = await call(target.asTestServer, `/orders/order/${order.OrderGroupId}`, { token: demo.token });
    expect(details.status).toBe(200);
    const rows = details.body as { ProductPrice: number; Quantity: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((sum, row) => sum + row.ProductPrice * row.Quantity, 0)).toBeCloseTo(order.TotalAmount, 2);
    expect(order.Amount).toBeCloseTo(order.TotalAmount - order.Discount, 2);
    const mine = expected.get(order.OrderGroupId);
    if (mine)
      expect({ lines: rows.length, total: order.TotalAmount }).toEqual({ lines: mine.lines, total: mine.subtotal });
  }
}

describe('the real server on a PGlite data directory', () => {
  it(`loses no acknowledged order over ${CYCLES} SIGKILLs in the middle of a write burst`, async () => {
    const acknowledged: Acknowledged[] = [];
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      let acks = 0;
      const victim = server;
      const result = await burst(victim, () => {
        if (++acks === 4 + cycle * 2) victim.child.kill('SIGKILL');
      });
      acknowledged.push(...result.acknowledged);
      expect(await victim.exited).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 200));
      server = await startRealServer(dataDir, secret);
      await expectAllOrdersWhole(server, acknowledged);
    }
    console.log(`kill-restart cycles survived: ${CYCLES}, acknowledged orders checked: ${acknowledged.length}`);
    expect(acknowledged.length).toBeGreaterThanOrEqual(CYCLES * 6);
  });

  it('shuts down cleanly on SIGTERM mid-burst: in-flight orders finish, later ones get 503, nothing is lost', async () => {
    const victim = server;
    let acks = 0;
    const running = burst(victim, () => {
      if (++acks === 5) victim.child.kill('SIGTERM');
    });
    const [code, result] = await Promise.all([victim.exited, running]);
    expect(code).toBe(0);
    expect(victim.output()).toMatch(/"event":"stopped","signal":"SIGTERM"/);
    expect(result.refused.every((status) => status === 503)).toBe(true);
    server = await startRealServer(dataDir, secret);
    await expectAllOrdersWhole(server, result.acknowledged);
    expect(result.acknowledged.length).toBeGreaterThanOrEqual(5);
  });
});
