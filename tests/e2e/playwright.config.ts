import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);
const legacyPort = Number(process.env.E2E_LEGACY_PORT ?? 8182);
/** Where the storefront built for the original backend (`VITE_SAUDA_BACKEND=legacy`) is served. */
export const legacyBaseURL = `http://127.0.0.1:${legacyPort}`;

/** Shopper journeys in Debian Chromium against the built storefront served by the real server on a fresh seed. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results/e2e',
  workers: 2,
  fullyParallel: false,
  retries: 0,
  reporter: process.env.CI ? 'dot' : 'list',
  timeout: 60_000,
  // Two browsers, the server and the test workers share this host's two cores, so a page's first render waits its turn:
  // in a clean CI run the original backend's store page drew its header 10.1 s after the login press, where alone it
  // takes ~1.5 s. 15 s leaves the slowest first render seen half as long again.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    timezoneId: 'Asia/Karachi',
    locale: 'en-PK',
    trace: 'retain-on-failure',
    // The storefront's service worker registers once a page is idle and then answers pages and catalogue calls from
    // its caches when the network is slow: a journey's timing would depend on it. Only pwa.e2e.ts, which tests it,
    // lets it in.
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      cwd: '../..',
      url: `http://127.0.0.1:${port}/api/v1/health`,
      timeout: 180_000,
      // E2E_REUSE_SERVER=1 drives a server already running on E2E_PORT (quick iteration on one journey).
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      env: { E2E_PORT: String(port) },
    },
    {
      // The storefront built for the original backend, for tests/e2e/legacy-backend.e2e.ts (`legacyBaseURL`).
      command: 'node scripts/e2e-legacy-server.mjs',
      cwd: '../..',
      url: `${legacyBaseURL}/api/v1/health`,
      timeout: 180_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      env: { E2E_LEGACY_PORT: String(legacyPort) },
    },
  ],
});
