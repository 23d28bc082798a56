// Server benchmarks of issue 8 (run by `npm run bench`, never gating): seed time on an empty database, cold start of
// the built server to the first 200, and the API under autocannon load on PGlite with the server's peak RSS.
// Usage: npx tsx tests/perf/bench/server-bench.ts [results.json]
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildStale, freshDataDir, startPerfServer, waitFor200 } from '../../../scripts/perf-server.mjs';
import type { TestServer } from '../../../packages/server/src/testing';
import { catalogueLines, orderBody, signUpShopper } from '../../server/helpers';
import { printTable, type BenchRow } from './table.mjs';

const CONNECTIONS = 16;
const SECONDS = 10;

/** The server's peak resident set size so far (Linux `VmHWM`), in MB. */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmHWM:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

interface Load {
  title: string;
  requests: autocannon.Request[];
}

async function load(url: string, { title, requests }: Load): Promise<BenchRow[]> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
  const errors = result.non2xx + result.errors + result.timeouts;
  const note = errors ? `, ${errors} non-2xx/errors` : '';
  return [
    { group: 'API load', name: `${title} req/s`, value: result.requests.average, unit: 'req/s', note: note.slice(2) },
    { group: 'API load', name: `${title} p50`, value: result.latency.p50, unit: 'ms' },
    { group: 'API load', name: `${title} p99`, value: result.latency.p99, unit: 'ms' },
  ];
}

await buildStale();
const rows: BenchRow[] = [];
const dataDir = freshDataDir();

const seeding = await startPerfServer({ dataDir, keepData: true });
rows.push({ group: 'Start', name: 'seed time (empty database)', value: seeding.seedMs() ?? NaN, unit: 'ms' });
rows.push({
  group: 'Start',
  name: 'first start incl. migrate + seed → /api/v1/health 200',
  value: seeding.healthMs,
  unit: 'ms',
});
await seeding.stop();

const server = await startPerfServer({ dataDir });
try {
  rows.push({
    group: 'Start',
    name: 'cold start (seeded) → /api/v1/health 200',
    value: server.healthMs,
    unit: 'ms',
    note: 'target ≤ 3000',
  });
  rows.push({
    group: 'Start',
    name: 'cold start (seeded) → / 200',
    value: await waitFor200(`${server.url}/`, server.started),
    unit: 'ms',
    note: 'target ≤ 3000',
  });

  const target = { url: server.url } as TestServer;
  const { colour } = await catalogueLines(target, { count: 16 });
  const ids = colour.map((line) => line.id);
  const shoppers: { userId: string; token: string }[] = [];
  for (let n = 0; n < CONNECTIONS; n += 1) shoppers.push(await signUpShopper(target, 90_000 + n));

  let next = 0;
  const loads: Load[] = [
    { title: 'GET /products?perPage=200', requests: [{ path: '/api/v1/products?perPage=200' }] },
    {
      title: 'GET /products/search/result?query=lawn',
      requests: [{ path: '/api/v1/products/search/result?query=lawn' }],
    },
    {
      title: 'GET /products/{id}',
      requests: [{ setupRequest: (request) => ({ ...request, path: `/api/v1/products/${ids[next++ % ids.length]}` }) }],
    },
    {
      title: 'POST /orders/create (1 line, Idempotency-Key)',
      requests: [
        {
          method: 'POST',
          path: '/api/v1/orders/create',
          setupRequest: (request) => {
            const n = next++;
            const shopper = shoppers[n % shoppers.length]!;
            const line = colour[n % colour.length]!;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${shopper.token}`,
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify(orderBody(shopper.userId, [[line, 1]])),
            };
          },
        },
      ],
    },
  ];
  for (const entry of loads) {
    console.log(`autocannon: ${entry.title} (${CONNECTIONS} connections, ${SECONDS} s)`);
    rows.push(...(await load(server.url, entry)));
  }
  rows.push({ group: 'API load', name: 'server peak RSS (VmHWM)', value: peakRssMb(server.pid!), unit: 'MB' });
} finally {
  await server.stop();
}

printTable('Server benchmarks', rows);
const out = process.argv[2];
if (out) writeFileSync(out, JSON.stringify(rows));
