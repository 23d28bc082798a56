// How one call is measured: a single first request (time to the last byte, compressed size as sent), then
// autocannon at 16 connections for a bounded time.
import { request } from 'node:http';
import autocannon from 'autocannon';
import type { ScaleCall } from './scale-calls';

export const CONNECTIONS = 16;

/** Milliseconds to the last byte of one GET and the bytes of its body as sent with `Accept-Encoding: gzip`. */
export function timedGet(url: string): Promise<{ ms: number; gzipBytes: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ ms: performance.now() - started, gzipBytes: bytes, status: response.statusCode ?? 0 }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Load figures of one call. */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts. */
  failures: number;
}

export async function load(url: string, call: ScaleCall, seconds: number): Promise<LoadFigures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
    requests: [{ setupRequest: (req) => ({ ...req, path: call.paths[next++ % call.paths.length]! }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
