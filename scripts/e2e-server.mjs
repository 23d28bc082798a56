// Starts the built storefront with the reference server on a fresh, seeded data directory for the browser
// journeys (tests/e2e). Builds what is stale first. Port from E2E_PORT (default 8181); dev outbox on. The server's log
// (one JSON line per request, with its status and time) goes to a file, named on stderr as the server starts: when a
// journey fails, it shows what the server was asked and how long it took.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStaleOrExit } from './freshness.mjs';

await buildStaleOrExit(['storefront', 'server']);

const dataDir = mkdtempSync(join(tmpdir(), 'sauda-e2e-'));
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));

const port = process.env.E2E_PORT ?? '8181';
const logFile = join(tmpdir(), `sauda-e2e-server-${port}.log`);
console.error(`The journeys' server logs to ${logFile}`);
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    SAUDA_DATA_DIR: dataDir,
    SAUDA_DEV_OUTBOX: '1',
    SAUDA_SEED: 'demo',
    // Every journey signs a shopper up and in from 127.0.0.1; the abuse limits have their own suite (tests/security).
    SAUDA_ABUSE_LIMITS: 'off',
    DATABASE_URL: '',
  },
});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
