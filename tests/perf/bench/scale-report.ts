// The listing benchmark's Markdown: one table per catalogue (cache off and on side by side), then the goals of
// issue 27 checked across catalogues.
import type { ScaleCall } from './scale-calls';
import type { LoadFigures } from './scale-measure';

/** Everything measured of one call at one catalogue. */
export interface CallFigures {
  call: ScaleCall;
  firstMs: number;
  gzipBytes: number;
  off: LoadFigures;
  on?: LoadFigures;
}

/** One catalogue's run. */
export interface TargetRun {
  label: string;
  products: number;
  seedMs: number;
  calls: CallFigures[];
}

const ms = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1));
const rps = (value: number) => Math.round(value).toLocaleString('en-US');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const failed = (figures: LoadFigures | undefined) => (figures?.failures ? ` (${figures.failures} failed)` : '');

function targetTable(run: TargetRun): string[] {
  const lines = [
    `### ${run.label} (${run.products.toLocaleString('en-US')} products${run.seedMs ? `, seeded in ${(run.seedMs / 1000).toFixed(0)} s` : ''})`,
    '',
    row([
      'call',
      'off: req/s',
      'off: p50 ms',
      'off: p99 ms',
      'on: req/s',
      'on: p50 ms',
      'on: p99 ms',
      'first uncached ms',
      'gzip kB',
    ]),
    row(Array(9).fill('---')),
  ];
  for (const { call, firstMs, gzipBytes, off, on } of run.calls) {
    lines.push(
      row([
        `${call.group}: ${call.name}`,
        `${rps(off.rps)}${failed(off)}`,
        ms(off.p50),
        ms(off.p99),
        on ? `${rps(on.rps)}${failed(on)}` : '–',
        on ? ms(on.p50) : '–',
        on ? ms(on.p99) : '–',
        ms(firstMs),
        kb(gzipBytes),
      ]),
    );
  }
  return [...lines, ''];
}

const LISTING_GROUPS = new Set(['listing', 'facets', 'search']);

/** Issue 27's goals, each call against each, with ✗ where one is missed. */
function goals(runs: TargetRun[]): string[] {
  const postgres = runs.filter((run) => run.label.startsWith('PostgreSQL'));
  const smallest = postgres.find((run) => run.products === Math.min(...postgres.map((r) => r.products)));
  const largest = postgres.find((run) => run.products === Math.max(...postgres.map((r) => r.products)));
  const at100k = postgres.find((run) => run.products === 100_000);
  if (!smallest || !largest) return [];
  const lines = [
    `### Goals: ${largest.label} against ${smallest.label}${at100k ? `, first uncached legacy calls at ${at100k.label}` : ''}`,
    '',
    'Cache off, 16 connections. ✗ marks a missed goal: p99 over 100 ms at the largest size (listing, facets, search), ' +
      'p99 more than 3× the smallest size’s, a first uncached legacy call over 150 ms at 100k, a phone listing answer ' +
      '(24 products) over 15 kB gzip. A call that finds nothing in the smallest catalogue has no ratio (–).',
    '',
    row([
      'call',
      `p99 ${smallest.label}`,
      `p99 ${largest.label}`,
      'ratio',
      'first uncached at 100k',
      'gzip kB at largest',
    ]),
    row(Array(6).fill('---')),
  ];
  largest.calls.forEach((big, n) => {
    const small = smallest.calls[n];
    const mid = at100k?.calls[n];
    if (!small) return;
    const ratio = big.off.p99 / Math.max(small.off.p99, 1);
    const isListing = LISTING_GROUPS.has(big.call.group);
    const slow = isListing && big.off.p99 > 100;
    const firstSlow = big.call.group === 'legacy' && mid !== undefined && mid.firstMs > 150;
    const heavy = big.call.group !== 'legacy' && big.call.group !== 'detail' && big.gzipBytes > 15 * 1024;
    lines.push(
      row([
        `${big.call.group}: ${big.call.name}`,
        ms(small.off.p99),
        `${ms(big.off.p99)}${slow ? ' ✗' : ''}`,
        big.call.noneInDemo ? '–' : `${ratio.toFixed(1)}×${ratio > 3 ? ' ✗' : ''}`,
        mid ? `${ms(mid.firstMs)}${firstSlow ? ' ✗' : ''}` : '–',
        `${kb(big.gzipBytes)}${heavy ? ' ✗' : ''}`,
      ]),
    );
  });
  return [...lines, ''];
}

export function markdownReport(runs: TargetRun[], context: { command: string; date: string; machine: string }): string {
  return [
    '# Listing benchmark at catalogue scale',
    '',
    `Measured ${context.date} on ${context.machine} with \`${context.command}\` (tests/perf/README.md says how).`,
    'Cache off: `SAUDA_CATALOGUE_CACHE=off`, every request reads the database; cache on: the server as it ships.',
    "Each PostgreSQL database is read into the server's shared buffers first (`pg_prewarm`), as a running server holds it.",
    '',
    ...goals(runs),
    ...runs.flatMap(targetTable),
  ].join('\n');
}
