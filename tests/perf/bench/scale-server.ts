// The reference server from its sources (node + tsx, NODE_ENV=production) on a benchmark database, 127.0.0.1 only,
// abuse limits off (the benchmark is one client), its catalogue cache on or off.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitFor200 } from '../../../scripts/perf-server.mjs';
import type { ScaleTarget } from './scale-targets';

export interface ScaleServer {
  url: string;
  stop(): Promise<void>;
}

export async function startScaleServer(target: ScaleTarget, cache: 'on' | 'off'): Promise<ScaleServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database =
    'databaseUrl' in target.database
      ? { DATABASE_URL: target.database.databaseUrl, SAUDA_DATA_DIR: join(tmpdir(), 'sauda-bench', 'server') }
      : { DATABASE_URL: '', SAUDA_DATA_DIR: target.database.dataDir };
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...database,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SAUDA_SEED: 'none',
      SAUDA_TOKEN_SECRET: randomBytes(32).toString('hex'),
      SAUDA_ABUSE_LIMITS: 'off',
      SAUDA_CATALOGUE_CACHE: cache,
      // The API alone: no storefront is served.
      SAUDA_STATIC_DIR: join(tmpdir(), 'sauda-bench', 'no-storefront'),
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await Promise.race([
      waitFor200(`${url}/api/v1/health`, performance.now()),
      exited.then((code) => Promise.reject(new Error(`The server exited (${code}) before answering.`))),
    ]);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
