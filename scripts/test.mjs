// `npm test`: every suite, in order, each timed. Browser suites need Chromium and fail (never skip) without it.
// Prints a table of stage timings, the last lines of each failed stage (its runner's summary: which tests failed),
// and a closing 'N passed, N failed' line.
import { requireChromium } from './chromium.mjs';
import { runKeepingTail } from './run.mjs';

const stages = [
  ['check (eslint + tsc + prettier)', 'npm', ['run', 'check']],
  [
    'unit + contract tests (vitest)',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--project', 'contract', '--project', 'dev'],
  ],
  ['server tests on PGlite (vitest)', 'npx', ['vitest', 'run', '--project', 'server'], { SAUDA_TEST_DATABASE_URL: '' }],
  ...(process.env.SAUDA_TEST_DATABASE_URL
    ? [['server tests on PostgreSQL (vitest)', 'npx', ['vitest', 'run', '--project', 'server']]]
    : []),
  ['server security attacks (vitest)', 'npx', ['vitest', 'run', '--project', 'security']],
  ...(process.env.SAUDA_TEST_DATABASE_URL
    ? [['server instances on one PostgreSQL (vitest)', 'npx', ['vitest', 'run', '--project', 'postgres']]]
    : []),
  ['kit build + package test (npm pack)', 'npm', ['run', 'test:package']],
  ['kit size budgets (size-limit, brotli)', 'npx', ['size-limit']],
  ['bundle budgets (storefront build)', 'npx', ['vitest', 'run', '--project', 'budgets']],
  ['story tests (Storybook build + test-runner + axe)', 'npm', ['run', 'test:stories']],
  [
    'visual and keyboard tests (Playwright over Storybook)',
    'npm',
    ['run', 'test:visual'],
    { SAUDA_SKIP_STORYBOOK_BUILD: '1' },
  ],
  ['end-to-end journeys (Playwright, real server)', 'npm', ['run', 'test:e2e']],
  ['Lighthouse (mobile, median of 5, real server)', 'node', ['scripts/lighthouse.mjs']],
];

requireChromium();
const results = [];
for (const [name, command, args, env] of stages) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const { code, tail } = await runKeepingTail(command, args, env);
  results.push({ name, ok: code === 0, seconds: (performance.now() - started) / 1000, tail });
}

console.log('\nStage timings:');
for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.seconds.toFixed(1).padStart(6)} s  ${r.name}`);
// Last, where a CI log cut to its end still shows them: what each failed stage said at its end.
for (const r of results.filter((result) => !result.ok)) {
  console.log(`\nThe end of "${r.name}":`);
  for (const line of r.tail) console.log(`  ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`stages: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
