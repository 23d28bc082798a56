// Story tests: every story's play function and its axe check (addon-a11y, test: 'error') in Debian Chromium,
// against the static Storybook build (SAUDA_STORYBOOK_DIR, default storybook-static), built first unless
// SAUDA_SKIP_STORYBOOK_BUILD=1. Extra arguments go to test-storybook (e.g. a story file to run alone).
import { requireChromium } from './chromium.mjs';
import { run } from './run.mjs';
import { serveStatic } from './serve-static.mjs';

const outputDir = process.env.SAUDA_STORYBOOK_DIR || 'storybook-static';
requireChromium();
if (process.env.SAUDA_SKIP_STORYBOOK_BUILD !== '1') {
  const built = await run('npx', ['storybook', 'build', '--quiet', '-o', outputDir]);
  if (built !== 0) process.exit(built);
}
const server = await serveStatic(outputDir);
const code = await run('npx', ['test-storybook', '--url', server.url, '--maxWorkers=2', ...process.argv.slice(2)], {
  STORYBOOK_CONFIG_DIR: '.storybook',
});
await server.close();
process.exit(code);
