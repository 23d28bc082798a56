import { AsyncLocalStorage } from 'node:async_hooks';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from './pool-use';

/** How a catalogue answer was found: in the cache, read from the database, or joined to a read already under way. */
export type CatalogueCacheResult = 'hit' | 'miss' | 'shared';

/** The Prometheus metrics of one app (`createApp` makes them; tests get fresh ones per app). */
export interface AppMetrics {
  readonly registry: Registry;
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly catalogueCacheLookups: Counter<'result'>;
  readonly abuseLimitRefusals: Counter<'limit'>;
  /** The text exposition of these metrics and the process's (`GET /metrics`). */
  exposition(): Promise<{ contentType: string; body: string }>;
}

/**
 * Seconds: a cached catalogue page takes about a millisecond, a checkout tens of milliseconds; the last buckets
 * bracket the default request deadline (15 s).
 */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30];

let processRegistry: Registry | undefined;

/**
 * CPU, memory, event-loop lag, GC and handles belong to the process, not to one app: collected once into a registry
 * of their own (collecting them per app would start a GC observer and a lag monitor for every test server).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A fresh set of app metrics in a registry of its own; `pool` feeds the connection pool gauges. */
export function createMetrics(pool?: PoolUse): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const httpRequests = new Counter({
    name: 'sauda_http_requests_total',
    help: 'HTTP requests answered, by method, matched route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'sauda_http_request_duration_seconds',
    help: 'Time from a request to its response headers, by method, matched route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const catalogueCacheLookups = new Counter({
    name: 'sauda_catalogue_cache_lookups_total',
    help: 'Catalogue answers looked up in the response cache, by result (hit, miss, shared)',
    labelNames: ['result'] as const,
    registers,
  });
  for (const result of ['hit', 'miss', 'shared'] satisfies CatalogueCacheResult[])
    catalogueCacheLookups.inc({ result }, 0);
  const abuseLimitRefusals = new Counter({
    name: 'sauda_abuse_limit_refusals_total',
    help: 'Requests refused with 429 by an abuse limit, by limit (route and whether counted per IP or per account)',
    labelNames: ['limit'] as const,
    registers,
  });
  if (pool) poolGauges(pool, registers);
  return {
    registry,
    httpRequests,
    httpDuration,
    catalogueCacheLookups,
    abuseLimitRefusals,
    async exposition() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

function poolGauges(pool: PoolUse, registers: Registry[]) {
  new Gauge({
    name: 'sauda_db_pool_size',
    help: 'Connections the database pools may open (SAUDA_DB_POOL_SIZE, plus half as many for listings planned once; 1 on the embedded PGlite)',
    registers,
    collect() {
      this.set(pool.size);
    },
  });
  new Gauge({
    name: 'sauda_db_pool_in_use',
    help: 'Pool connections held by a statement or transaction, as counted through Drizzle',
    registers,
    collect() {
      this.set(Math.min(pool.demand(), pool.size));
    },
  });
  new Gauge({
    name: 'sauda_db_pool_waiting',
    help: 'Statements and transactions waiting for a free pool connection, as counted through Drizzle',
    registers,
    collect() {
      this.set(Math.max(0, pool.demand() - pool.size));
    },
  });
}

/** The metrics of the app answering the current request (entered by the request middleware). */
const current = new AsyncLocalStorage<AppMetrics>();

/** Runs `work` (a request's handling) with `metrics` as the current app's, for the counters below. */
export function withMetrics<T>(metrics: AppMetrics, work: () => T): T {
  return current.run(metrics, work);
}

/**
 * Catalogue response cache lookups of the app answering the current request:
 * `catalogueCacheLookups.inc({ result: 'hit' })`. Outside a request it counts nothing.
 */
export const catalogueCacheLookups = {
  inc(labels: { result: CatalogueCacheResult }) {
    current.getStore()?.catalogueCacheLookups.inc(labels);
  },
};

/**
 * 429 answers of an abuse limit in the app answering the current request:
 * `abuseLimitRefusals.inc({ limit: 'signin:perIp' })`. Outside a request it counts nothing.
 */
export const abuseLimitRefusals = {
  inc(labels: { limit: string }) {
    current.getStore()?.abuseLimitRefusals.inc(labels);
  },
};
