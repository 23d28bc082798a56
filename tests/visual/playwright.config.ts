import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const port = Number(process.env.SAUDA_VISUAL_PORT ?? 6107);

/** Screenshots every story of the built Storybook (light and RTL) against committed baselines. */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: '../../test-results/visual',
  workers: 2,
  fullyParallel: true,
  reporter: process.env.CI ? 'dot' : 'list',
  retries: 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    timezoneId: 'UTC',
    locale: 'en-US',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  },
  expect: { toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' } },
  webServer: {
    command: `node scripts/serve-static.mjs ${process.env.SAUDA_STORYBOOK_DIR ?? 'storybook-static'} ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
});
