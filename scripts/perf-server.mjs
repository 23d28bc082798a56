// The built storefront on the real server, on a fresh data directory and a free port, for the Lighthouse gate and
// the benchmarks. Builds what is stale first; serves a private copy of storefront/dist so that a rebuild running
// meanwhile cannot change the files under measurement.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStale as buildWhatIsStale } from './freshness.mjs';

/**
 * Builds @sauda/commerce (used by the scripts), the storefront and the server when their sources changed;
 * SAUDA_PERF_SKIP_BUILD=1 measures the trees already built (while others edit the sources).
 */
export async function buildStale() {
  if (process.env.SAUDA_PERF_SKIP_BUILD === '1') return;
  await buildWhatIsStale(['commerce', 'storefront', 'server']);
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200: milliseconds from `since`. */
export async function waitFor200(url, since, timeoutMs = 180_000) {
  while (performance.now() - since < timeoutMs) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** A fresh temporary data directory for `startPerfServer`. */
export const freshDataDir = () => mkdtempSync(join(tmpdir(), 'sauda-perf-'));

/**
 * Starts `packages/server/dist/main.js` on a data directory (fresh by default, seeded with the demo marketplace on
 * PGlite), abuse limits off (benchmarks sign many shoppers in from 127.0.0.1). Resolves once /api/v1/health answers
 * 200, with the milliseconds that took, the seed time the server logged (null when the data was already seeded),
 * its pid and `stop()`, which deletes the data directory unless `keepData`.
 */
export async function startPerfServer({ dataDir = freshDataDir(), keepData = false } = {}) {
  const staticDir = join(dataDir, 'static');
  if (!existsSync(staticDir)) {
    cpSync('storefront/dist', staticDir, { recursive: true, filter: (source) => !source.endsWith('.map') });
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SAUDA_DATA_DIR: dataDir,
      SAUDA_STATIC_DIR: staticDir,
      SAUDA_SEED: 'demo',
      SAUDA_ABUSE_LIMITS: 'off',
      SAUDA_DEV_OUTBOX: '1',
      DATABASE_URL: '',
    },
  });
  let seedMs = null;
  let pending = '';
  child.stdout.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"seeded"')) continue;
      try {
        seedMs = JSON.parse(line).ms;
      } catch {
        // not a JSON log line
      }
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const healthMs = await Promise.race([
      waitFor200(`${url}/api/v1/health`, started),
      exited.then((code) => Promise.reject(new Error(`The server exited (${code}) before answering.`))),
    ]);
    return { url, pid: child.pid, healthMs, started, seedMs: () => seedMs, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
