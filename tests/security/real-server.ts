import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestServer } from '../../packages/server/src/testing';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** First start seeds the demo marketplace into the data directory; on a busy machine that takes a while. */
const START_TIMEOUT_MS = 150_000;

/** The real server process (`packages/server/src/main.ts` under tsx), on a PGlite data directory unless told. */
export interface RealServer {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** As `TestServer` for the shared request helpers (only `url` is read). */
  asTestServer: TestServer;
}

/**
 * Starts the server the way production does (one process, PGlite files in `dataDir`, demo seed when empty) on a free
 * port, with a fixed token secret so tokens survive restarts. Resolves once it logs `listening`. `env` overrides the
 * environment (e.g. `DATABASE_URL` for an instance on PostgreSQL).
 */
export function startRealServer(
  dataDir: string,
  tokenSecret: string,
  env: Record<string, string> = {},
): Promise<RealServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SAUDA_DATA_DIR: dataDir,
      SAUDA_STATIC_DIR: join(dataDir, 'no-storefront'),
      SAUDA_TOKEN_SECRET: tokenSecret,
      SAUDA_SEED: 'demo',
      SAUDA_ABUSE_LIMITS: 'off',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /"event":"listening","url":"([^"]+)"/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        child.stdout?.off('data', read);
        child.stdout?.on('data', (more: Buffer) => (output += more.toString()));
        resolve({ url, child, output: () => output, exited, asTestServer: { url } as TestServer });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
}
