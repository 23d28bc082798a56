// Starts the built storefront with the reference server on a fresh, seeded data directory for the browser
// journeys (tests/e2e). Builds what is stale first. Port from E2E_PORT (default 8181); dev outbox on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStale } from './freshness.mjs';
import { run } from './run.mjs';

await buildStale(['storefront', 'server']).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

const dataDir = mkdtempSync(join(tmpdir(), 'sauda-e2e-'));
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));

const code = await run('node', ['packages/server/dist/main.js'], {
  PORT: process.env.E2E_PORT ?? '8181',
  HOST: '127.0.0.1',
  SAUDA_DATA_DIR: dataDir,
  SAUDA_DEV_OUTBOX: '1',
  SAUDA_SEED: 'demo',
  // Every journey signs a shopper up and in from 127.0.0.1; the abuse limits have their own suite (tests/security).
  SAUDA_ABUSE_LIMITS: 'off',
  DATABASE_URL: '',
});
process.exit(code);
