// `npm run bench`: every benchmark of issues 8 and 27 (tests/perf/README.md), then one table of all figures.
// Benchmarks print and never fail on timing; the exit code is non-zero only when a benchmark could not run.
// `npm run bench -- --only listing --sizes 1500,100000` runs only the listing benchmark at those catalogue sizes
// (default 1500,100000,1000000,pglite:100000; `--seconds N` per load, default 5).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { requireChromium } from './chromium.mjs';
import { buildStale } from './perf-server.mjs';
import { run } from './run.mjs';
import { printTable } from '../tests/perf/bench/table.mjs';

const { values: options } = parseArgs({
  options: { only: { type: 'string' }, sizes: { type: 'string' }, seconds: { type: 'string' } },
});
if (options.only !== undefined && options.only !== 'listing') {
  console.error('--only takes listing (the listing benchmark at catalogue scale).');
  process.exit(2);
}
const listingOnly = options.only === 'listing';
if (!listingOnly) requireChromium();
const dir = mkdtempSync(join(tmpdir(), 'sauda-bench-'));
const file = (name) => join(dir, name);
const failed = [];

/** Runs one benchmark step; a step that cannot run is named at the end instead of stopping the others. */
async function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  if ((await run(command, args, env)) !== 0) failed.push(name);
}

if (!listingOnly) {
  await buildStale();
  const built = { SAUDA_PERF_SKIP_BUILD: '1' };
  await step('commerce filter + sort (vitest bench)', 'npx', [
    'vitest',
    'bench',
    '--run',
    '--project',
    'unit',
    '--outputJson',
    file('commerce.json'),
  ]);
  await step(
    'server: seed, cold start, API load',
    'npx',
    ['tsx', 'tests/perf/bench/server-bench.ts', file('server.json')],
    built,
  );
  await step(
    'listing interaction latency',
    'npx',
    ['tsx', 'tests/perf/bench/listing-inp.ts', file('listing.json')],
    built,
  );
}
await step('listing at catalogue scale (1.5k, 100k, 1M on PostgreSQL; 100k on PGlite)', 'npx', [
  'tsx',
  'tests/perf/bench/listing-scale.ts',
  '--json',
  file('listing-scale.json'),
  ...(options.sizes ? ['--sizes', options.sizes] : []),
  ...(options.seconds ? ['--seconds', options.seconds] : []),
]);

function read(name) {
  try {
    return JSON.parse(readFileSync(file(name), 'utf8'));
  } catch {
    return [];
  }
}

/** The vitest bench report as rows: the median time per call of each benchmark. */
function commerceRows() {
  const report = read('commerce.json');
  return (report.files ?? []).flatMap((benchFile) =>
    benchFile.groups.flatMap((group) =>
      group.benchmarks.map((benchmark) => ({
        group: `commerce, ${group.fullName.split(' > ').pop()}`,
        name: `${benchmark.name} (median)`,
        value: benchmark.median,
        unit: 'ms',
        note: `mean ${benchmark.mean.toFixed(3)} ms, ${benchmark.sampleCount} samples`,
      })),
    ),
  );
}

const rows = [...commerceRows(), ...read('server.json'), ...read('listing.json'), ...read('listing-scale.json')];
rmSync(dir, { recursive: true, force: true });

printTable('All benchmark figures', rows);
console.log(
  `Load average at the end (1/5/15 min): ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')}`,
);
if (failed.length) console.log(`Could not run: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
