import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const port = Number(process.env.SAUDA_VISUAL_PORT ?? 6107);

/** Over the built Storybook: screenshots of every story (light and RTL) and the APG keyboard suite (tests/keyboard). */
export default defineConfig({
  projects: [
    { name: 'screenshots', testDir: '.', testMatch: 'stories.visual.ts' },
    // The APG keyboard suite (issue 31): behaviour through roles, names, focus and keys over the same build.
    { name: 'keyboard', testDir: '../keyboard', testMatch: '*.keyboard.ts' },
  ],
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
