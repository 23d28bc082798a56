import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformAbuseLimits } from '../../packages/server/src/security/abuse-limits';
import { type ObservedServer, startObservedServer } from './observed-app';

const SHOP_ID = '7f9c2ba4-e88f-4c8a-a3a5-6e0f1c2d3b4a';

/**
 * What is not a finite number: NaN and ±Inf, in any case as Prometheus reads them (Go's ParseFloat); prom-client
 * prints an event-loop mean over no samples yet as `Nan`.
 */
const PROMETHEUS_FLOAT = /^(nan|[+-]?inf)$/i;

/** `GET /metrics`, parsed; every sample's numbers are checked to be numbers (the parser itself takes any word). */
async function scrape(server: ObservedServer) {
  const response = await fetch(`${server.url}/metrics`);
  expect(response.status).toBe(200);
  const text = await response.text();
  const families = parsePrometheusTextFormat(text);
  for (const family of families) {
    for (const sample of family.metrics) {
      const numbers = [sample.value, sample.count, sample.sum, ...Object.values(sample.buckets ?? {})];
      for (const number of numbers.filter((value) => value !== undefined)) {
        expect(PROMETHEUS_FLOAT.test(number) || !Number.isNaN(Number(number)), `${family.name} ${number}`).toBe(true);
      }
    }
  }
  return { contentType: response.headers.get('content-type'), families, text };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const family = (families: ParsedFamily[], name: string) => families.find((candidate) => candidate.name === name);

describe('GET /metrics', () => {
  let server: ObservedServer;
  beforeAll(async () => {
    server = await startObservedServer();
  });
  afterAll(() => server.close());

  it('is Prometheus text with request counts by route pattern, latency, pool, cache, abuse and process metrics', async () => {
    for (let n = 0; n < 3; n++) await fetch(`${server.url}/api/v1/shops/${SHOP_ID}`);
    await fetch(`${server.url}/api/v1/nothing-here/${SHOP_ID}`);
    const { contentType, families, text } = await scrape(server);
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);

    const requests = family(families, 'sauda_http_requests_total')!;
    expect(requests.type).toBe('COUNTER');
    expect(requests.metrics).toContainEqual({
      labels: { method: 'GET', route: '/api/v1/shops/:id', status: '404' },
      value: '3',
    });
    expect(requests.metrics).toContainEqual({
      labels: { method: 'GET', route: '/api/*', status: '404' },
      value: '1',
    });
    expect(JSON.stringify(families)).not.toContain(SHOP_ID);

    // The parser folds a labelled histogram's series into one, so its samples are read from the text itself.
    expect(family(families, 'sauda_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    const series = '{method="GET",route="/api/v1/shops/:id",status="404"}';
    expect(text).toContain(`sauda_http_request_duration_seconds_count${series} 3\n`);
    expect(text).toContain(`sauda_http_request_duration_seconds_bucket{le="+Inf",${series.slice(1)} 3\n`);
    expect(text).toMatch(new RegExp(`sauda_http_request_duration_seconds_sum${escape(series)} \\d`));

    const poolSize = Number(family(families, 'sauda_db_pool_size')!.metrics[0]!.value);
    expect(poolSize).toBeGreaterThanOrEqual(1);
    expect(Number(family(families, 'sauda_db_pool_in_use')!.metrics[0]!.value)).toBeLessThanOrEqual(poolSize);
    expect(family(families, 'sauda_db_pool_waiting')!.metrics[0]!.value).toBe('0');

    const cache = family(families, 'sauda_catalogue_cache_lookups_total')!;
    expect(cache.metrics.map((sample) => sample.labels?.result).sort()).toEqual(['hit', 'miss', 'shared']);
    expect(family(families, 'sauda_abuse_limit_refusals_total')?.type).toBe('COUNTER');
    expect(family(families, 'process_cpu_user_seconds_total')?.type).toBe('COUNTER');
    expect(family(families, 'nodejs_eventloop_lag_seconds')?.type).toBe('GAUGE');
  });

  it('is not the storefront, not under /api/v1, and counts itself like any route', async () => {
    expect((await fetch(`${server.url}/api/v1/metrics`)).status).toBe(404);
    await scrape(server);
    const { families } = await scrape(server);
    const scrapes = family(families, 'sauda_http_requests_total')!.metrics.find(
      (sample) => sample.labels?.route === '/metrics',
    );
    expect(Number(scrapes?.value)).toBeGreaterThanOrEqual(2);
  });

  it('keeps the counts of each app apart', async () => {
    const other = await startObservedServer();
    try {
      const { families } = await scrape(other);
      const routes = family(families, 'sauda_http_requests_total')?.metrics.map((sample) => sample.labels?.route);
      expect(routes ?? []).not.toContain('/api/v1/shops/:id');
    } finally {
      await other.close();
    }
  });
});

describe('abuse limit refusals', () => {
  it('are counted by limit when the guard answers 429', async () => {
    const server = await startObservedServer({ config: { abuseLimits: uniformAbuseLimits(2, 100) } });
    try {
      const statuses = [];
      for (let n = 0; n < 4; n++) {
        const response = await fetch(`${server.url}/api/v1/user/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `nobody${n}@example.pk`, password: 'Wrong@2025' }),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(2)).toEqual([429, 429]);
      const { families } = await scrape(server);
      expect(family(families, 'sauda_abuse_limit_refusals_total')!.metrics).toEqual([
        { labels: { limit: 'signIn:ip' }, value: '2' },
      ]);
      expect(family(families, 'sauda_http_requests_total')!.metrics).toContainEqual({
        labels: { method: 'POST', route: '/api/v1/user/signin', status: '429' },
        value: '2',
      });
    } finally {
      await server.close();
    }
  });
});
