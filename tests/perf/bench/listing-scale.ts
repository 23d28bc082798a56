// The listing benchmark of issue 27 (`npm run bench`; `npm run bench -- --only listing --sizes 1500,100000`): each
// catalogue size seeded once (tests/perf/bench/scale-targets.ts), the server started on it with its cache off and on,
// and every call of scale-calls.ts measured: first uncached request, gzip size, autocannon at 16 connections.
// Usage: npx tsx tests/perf/bench/listing-scale.ts [--sizes 1500,100000,1000000,pglite:100000] [--seconds 5]
//        [--json results.json] [--out tests/perf/listing-bench.md]
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { BenchRow } from './table.mjs';
import { cursorOfPage, scaleCalls } from './scale-calls';
import { load, timedGet } from './scale-measure';
import { type CallFigures, type TargetRun, markdownReport } from './scale-report';
import { startScaleServer } from './scale-server';
import { DEFAULT_SIZES, postgresSettings, prepareTarget, targetOf } from './scale-targets';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: DEFAULT_SIZES.join(',') },
    seconds: { type: 'string', default: '5' },
    json: { type: 'string' },
    out: { type: 'string', default: 'tests/perf/listing-bench.md' },
  },
});
const seconds = Math.min(60, Math.max(1, Number(values.seconds) || 5));
const targets = values.sizes.split(',').map((entry) => targetOf(entry.trim()));

const runs: TargetRun[] = [];
for (const target of targets) {
  console.log(`\n--- ${target.label}: preparing the database`);
  const { params, seedMs } = await prepareTarget(target);
  const calls: CallFigures[] = [];
  const off = await startScaleServer(target, 'off');
  try {
    await timedGet(`${off.url}/api/v1/listing?perPage=1`);
    const cursor = await cursorOfPage(off.url, 50);
    for (const call of scaleCalls(params, cursor)) {
      const first = await timedGet(`${off.url}${call.paths[0]}`);
      if (first.status !== 200) throw new Error(`${call.paths[0]} answered ${first.status}`);
      console.log(`  cache off: ${call.group}: ${call.name}`);
      calls.push({ call, firstMs: first.ms, gzipBytes: first.gzipBytes, off: await load(off.url, call, seconds) });
    }
  } finally {
    await off.stop();
  }
  const on = await startScaleServer(target, 'on');
  try {
    for (const figures of calls) {
      console.log(`  cache on: ${figures.call.group}: ${figures.call.name}`);
      figures.on = await load(on.url, figures.call, seconds);
    }
  } finally {
    await on.stop();
  }
  runs.push({ label: target.label, products: params.productCount, seedMs, calls });
}

const command = `npm run bench -- --only listing --sizes ${values.sizes}`;
const settings = (await Promise.all(targets.map(postgresSettings))).find(Boolean);
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ')} at the end${settings ? `; ${settings}` : ''}`;
const report = markdownReport(runs, {
  command,
  date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  machine,
});
writeFileSync(values.out, `${report}\n`);
console.log(`\n${report}\nWritten to ${values.out}`);

if (values.json) {
  // For `npm run bench`'s table of every figure: per catalogue, the slowest listing call and the median p99.
  const rows: BenchRow[] = runs.flatMap((run) => {
    const listing = run.calls.filter((figures) => ['listing', 'facets', 'search'].includes(figures.call.group));
    const worst = listing.reduce((a, b) => (b.off.p99 > a.off.p99 ? b : a));
    const sorted = listing.map((figures) => figures.off.p99).sort((a, b) => a - b);
    return [
      {
        group: `listing, ${run.label}`,
        name: 'slowest listing/search/facet p99 (cache off)',
        value: worst.off.p99,
        unit: 'ms',
        note: worst.call.name,
      },
      {
        group: `listing, ${run.label}`,
        name: 'median listing/search/facet p99 (cache off)',
        value: sorted[Math.floor(sorted.length / 2)] ?? NaN,
        unit: 'ms',
      },
    ];
  });
  writeFileSync(values.json, JSON.stringify(rows));
}
