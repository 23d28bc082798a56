// Starts the built storefront with the reference server on a fresh, seeded data directory for the browser
// journeys (tests/e2e). Builds what is stale first. Port from E2E_PORT (default 8181); dev outbox on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStale } from './freshness.mjs';
import { run } from './run.mjs';

const packageSources = ['packages/commerce/src', 'packages/api/src', 'packages/ui/src'];
for (const [name, output, sources] of [
  [
    '@sauda/storefront',
    'storefront/dist-ssr/entry-server.js',
    ['storefront/src', 'storefront/index.html', ...packageSources],
  ],
  ['@sauda/server', 'packages/server/dist/main.js', ['packages/server/src', ...packageSources]],
]) {
  if (isStale(output, sources)) {
    const code = await run('npm', ['run', 'build', '-w', name], { NODE_ENV: 'production' });
    if (code !== 0) process.exit(code);
  }
}

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
