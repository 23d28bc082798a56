// Visual regression: screenshots of every story (light and RTL) compared with tests/visual/__screenshots__.
// `npm run test:visual -- --update-snapshots` re-baselines and records the Chromium version beside the images.
import { writeFileSync } from 'node:fs';
import { chromiumVersion, requireChromium } from './chromium.mjs';
import { run } from './run.mjs';

requireChromium();
const args = process.argv.slice(2);
const updating = args.some((a) => a.startsWith('--update-snapshots') || a === '-u');
if (process.env.SAUDA_SKIP_STORYBOOK_BUILD !== '1') {
  const built = await run('npx', [
    'storybook',
    'build',
    '--quiet',
    '-o',
    process.env.SAUDA_STORYBOOK_DIR || 'storybook-static',
  ]);
  if (built !== 0) process.exit(built);
}
const code = await run('npx', ['playwright', 'test', '--config', 'tests/visual/playwright.config.ts', ...args]);
if (updating && code === 0) {
  writeFileSync('tests/visual/__screenshots__/chromium-version.txt', `${chromiumVersion()}\n`);
}
process.exit(code);
