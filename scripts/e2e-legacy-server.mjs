// Serves the storefront built for the original backend (VITE_SAUDA_BACKEND=legacy) for the browser journeys of
// tests/e2e/legacy-backend.e2e.ts, which answer every /api/v1 call in the legacy shape themselves. The build goes to
// test-results/legacy-storefront; the reference server only serves its files, with no server render (a legacy build
// asks its own backend, never this server). Port from E2E_LEGACY_PORT (default 8182). Started after
// scripts/e2e-server.mjs, which has built the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { run } from './run.mjs';

const outDir = resolve('test-results/legacy-storefront');
const built = await run(
  'npx',
  ['vite', 'build', '--config', 'storefront/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  { VITE_SAUDA_BACKEND: 'legacy', NODE_ENV: 'production' },
);
if (built !== 0) process.exit(built);

const dataDir = mkdtempSync(join(tmpdir(), 'sauda-e2e-legacy-'));
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));

const code = await run('node', ['packages/server/dist/main.js'], {
  PORT: process.env.E2E_LEGACY_PORT ?? '8182',
  HOST: '127.0.0.1',
  SAUDA_DATA_DIR: dataDir,
  SAUDA_SEED: 'none',
  SAUDA_STATIC_DIR: outDir,
  SAUDA_PAGE_RENDERER: join(outDir, 'no-server-render.js'),
  SAUDA_ABUSE_LIMITS: 'off',
  DATABASE_URL: '',
});
process.exit(code);
