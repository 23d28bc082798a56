// How fast this host does a browser's own page work, and the CPU slowdown that makes it Lighthouse's phone.
//
// Lighthouse's simulated throttling multiplies the main-thread tasks it observes by its CPU slowdown (4x), so the
// phone it models is only as fast as the host is. Lighthouse calibrates the slowdown by its BenchmarkIndex, a
// JavaScript loop, and asks for calibration only when that reads 1,000 or less (docs/throttling.md; the warning in
// core/gather/driver/environment.js). On this project's 2-core CI host it read 2,200-2,700 on every day, fast or
// slow; what slowed on slow days was the browser's own work on a page. On 2026-11-29 a new tab took 28 ms to create
// its script context and 86 ms for its first layout of 151 boxes, and Lighthouse's trace of a 1.9 kB static page held
// 250-330 ms of main-thread work: at 4x those are long tasks no code of the page causes. Three clean CI runs that day
// failed every page's Total Blocking Time (medians 160-620 ms) on a storefront whose medians had been 7-88 ms on the
// CI runs of 2026-11-26 to 28, with the same build and the same Chromium.
//
// So before the pages, the gate measures the host's page work: Lighthouse loads a fixed page of plain HTML and CSS
// (tests/perf/fixtures/lighthouse-reference.html), three times in new tabs, and reads its main-thread time back to the
// host's (Lighthouse reports it multiplied by the slowdown). Up to `REFERENCE_MS` the slowdown stays Lighthouse's 4x.
// On a slower host it is 4x scaled down by how much slower (at least 1x), so the storefront's own work is still
// multiplied into the same phone, not into one two or three times slower. REFERENCE_MS is an estimate, said as one.
// The reference page was first measured on 2026-11-29, a slow day: 117-135 ms (medians of three 131 and 119 ms). That
// day the gate at 4x failed every page; at 2x its medians were TBT 0-71 ms and Perf 0.98-1.00, in line with the
// earlier days' passing runs at 4x: the host did page work about half as fast. Half of 120 ms is 60 ms.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** Lighthouse's own CPU slowdown for its mobile profile. */
export const DEFAULT_CPU_SLOWDOWN = 4;
/** Main-thread time (ms, unthrottled) of the reference page on a host fit for Lighthouse's 4x: see above. */
export const REFERENCE_MS = 60;
const REFERENCE_RUNS = 3;
const referencePage = readFileSync(new URL('../tests/perf/fixtures/lighthouse-reference.html', import.meta.url));

/** The middle of an odd number of runs, as the gate reads every figure it measures. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Serves the reference page on 127.0.0.1 while `use` runs. */
async function withReferencePage(use) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(referencePage);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${server.address().port}/`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * The host's page work (median of three runs of the reference page, ms) and the CPU slowdown the gate uses on it:
 * Lighthouse's 4x up to REFERENCE_MS, 4 x REFERENCE_MS / measured above it (at least 1). `audit` is the gate's own
 * Lighthouse run at a given slowdown (a new tab, retried on Lighthouse's runtime errors), whose `mainThreadMs` is the
 * page's main-thread time on the host, unthrottled.
 */
export async function calibrateCpuSlowdown(audit) {
  const runs = await withReferencePage(async (url) => {
    const measured = [];
    for (let i = 0; i < REFERENCE_RUNS; i += 1) measured.push((await audit(url, DEFAULT_CPU_SLOWDOWN)).mainThreadMs);
    return measured;
  });
  const pageWorkMs = median(runs);
  const cpuSlowdown = Math.max(1, DEFAULT_CPU_SLOWDOWN * Math.min(1, REFERENCE_MS / pageWorkMs));
  return { runs, pageWorkMs, cpuSlowdown };
}
