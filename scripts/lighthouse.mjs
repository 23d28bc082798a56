// The Lighthouse gate of issue 8: Lighthouse 12's mobile profile with simulated throttling (its defaults), Debian
// Chromium, against the built storefront on the real server over a freshly seeded database. Median of 3 runs per
// page; prints a table of the medians and exits 1 when a median misses a threshold.
import { categoryPath, productPath } from '@sauda/commerce';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { buildStale, startPerfServer } from './perf-server.mjs';

const RUNS = 3;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Each metric: issue 8's target, and the gate `npm test` enforces today. Where the storefront does not yet reach the
 * target, the gate sits at the level its medians hold with margin on a 2-core machine; the table marks every target
 * miss so the gap stays visible. A ratchet: worst page medians were Perf 0.72, LCP 3,853 ms, TBT 527 ms on
 * 2026-11-23 (gate 0.6 / 4,500 / 800), then Perf 0.85, LCP 3,122 ms, TBT 303 ms on 2026-11-24 once the kit's
 * primitives went native (gate 0.75 / 3,800 / 500), then Perf 0.90, LCP 2,930 ms, TBT 193 ms later that day once
 * the server named each page's modules and first requests in its head (gate 0.85 / 3,400 / 400), then Perf 0.95,
 * LCP 2,673 ms, TBT 16 ms on 2026-11-24 once the pages carried copies of the chunks they share (gate 0.90 / 3,000 /
 * 200), then Perf 0.98, LCP 1,964 ms (the cart, drawn in the browser; the server-rendered pages 1,510-1,813 ms), TBT
 * 15 ms on 2026-11-24 once the server rendered the catalogue pages (gate 0.95 / 2,200 / 100: Perf and TBT at their
 * targets; LCP keeps 200 ms of margin over the cart's median for a noisier machine). Raise a gate towards its target
 * whenever the storefront gets there. `floor` metrics must be at least the
 * limit, the others at most.
 */
const thresholds = [
  { key: 'performance', label: 'Perf', floor: true, target: 0.95, gate: 0.95 },
  { key: 'accessibility', label: 'A11y', floor: true, target: 1, gate: 1 },
  { key: 'best-practices', label: 'BP', floor: true, target: 1, gate: 1 },
  { key: 'seo', label: 'SEO', floor: true, target: 0.95, gate: 0.95 },
  { key: 'lcp', label: 'LCP ms', floor: false, target: 2000, gate: 2200 },
  { key: 'tbt', label: 'TBT ms', floor: false, target: 100, gate: 100 },
  { key: 'cls', label: 'CLS', floor: false, target: 0.02, gate: 0.02 },
];

/** Whether `value` is within `limit` for the metric. */
const within = (metric, value, limit) => (metric.floor ? value >= limit : value <= limit);

/** The pages under the gate; the cart runs with one line in `cartItems`. */
async function pages(url) {
  const items = await (await fetch(`${url}/api/v1/items?perPage=30`)).json();
  const category = items.itemList.find((item) => item.Name === "Men's Kurta Shalwar") ?? items.itemList[0];
  const { products } = await (await fetch(`${url}/api/v1/products?perPage=1`)).json();
  const product = products[0];
  const price = product.colorVariants?.[0] ?? product.variants[0].Sizes[0];
  const cartLine = {
    productId: product.Id,
    name: product.Name,
    brand: product.Brand,
    color: product.colorVariants?.[0]?.color ?? '',
    size: product.variants[0]?.Sizes[0]?.size ?? null,
    image: product.Image ?? '',
    price: price.price,
    oldPrice: null,
    quantity: 1,
    shopId: product.ShopId,
  };
  return [
    { name: 'home', path: '/' },
    { name: 'category listing', path: categoryPath(category.Name, category.Id) },
    { name: 'product', path: productPath(product.Name, product.Id) },
    { name: 'search results', path: '/search?query=lawn' },
    { name: 'cart (1 line)', path: '/cart', storage: { cartItems: JSON.stringify([cartLine]) } },
  ];
}

/**
 * One Lighthouse run in a new tab. Lighthouse empties the origin's storage and cache first; with `storage` it keeps
 * storage (written to localStorage from an asset-free same-origin document) and the cache is emptied here instead.
 */
async function audit(browser, url, storage) {
  const page = await browser.newPage();
  try {
    if (storage) {
      await page.goto(`${new URL(url).origin}/api/v1/health`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(
      url,
      { logLevel: 'error', onlyCategories: categories, disableStorageReset: Boolean(storage) },
      undefined,
      page,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const misses = Object.values(lhr.audits)
      .filter((entry) => entry.scoreDisplayMode === 'binary' && entry.score === 0)
      .map((entry) => entry.id);
    return {
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      'best-practices': lhr.categories['best-practices'].score,
      seo: lhr.categories.seo.score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      misses,
    };
  } finally {
    await page.close();
  }
}

/** Lighthouse's runtime errors (e.g. NO_NAVSTART, a trace it failed to record) ask to run again: up to 3 tries. */
async function auditWithRetry(browser, url, storage) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(browser, url, storage);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  retrying after: ${error.message}`);
    }
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function format(key, value) {
  if (key === 'lcp' || key === 'tbt') return String(Math.round(value));
  if (key === 'cls') return value.toFixed(3);
  return value.toFixed(2);
}

function printTable(rows) {
  const header = ['Page', ...thresholds.map((t) => t.label)];
  const lines = rows.map((row) => [
    row.name,
    ...thresholds.map((t) => {
      const runs = row.runs.map((r) => format(t.key, r[t.key])).join('/');
      const mark = row.failed.includes(t.key) ? ' ✗✗' : within(t, row.median[t.key], t.target) ? '' : ' ✗';
      return `${format(t.key, row.median[t.key])}${mark} (${runs})`;
    }),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...lines.map((line) => line[i].length)));
  const print = (cells) => console.log(`| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`);
  print(header);
  print(widths.map((w) => '-'.repeat(w)));
  lines.forEach(print);
  const limits = (kind) => thresholds.map((t) => `${t.label} ${t.floor ? '≥' : '≤'} ${t[kind]}`).join(', ');
  console.log(`Median of ${RUNS} runs (each run in brackets); ✗ misses the target, ✗✗ fails the gate.`);
  console.log(`Targets (issue 8): ${limits('target')}.`);
  console.log(`Gate: ${limits('gate')}.`);
}

await buildStale();
const server = await startPerfServer();
const browser = await puppeteer.launch({ executablePath: requireChromium(), args: chromiumArgs, headless: true });
const rows = [];
try {
  for (const page of await pages(server.url)) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1)
      runs.push(await auditWithRetry(browser, `${server.url}${page.path}`, page.storage));
    const medianOf = Object.fromEntries(thresholds.map((t) => [t.key, median(runs.map((r) => r[t.key]))]));
    const failed = thresholds.filter((t) => !within(t, medianOf[t.key], t.gate)).map((t) => t.key);
    const misses = [...new Set(runs.flatMap((r) => r.misses))];
    rows.push({ ...page, runs, median: medianOf, failed, misses });
    console.log(
      `${page.name} (${page.path}): ${failed.length ? `fails the gate on ${failed.join(', ')}` : 'within the gate'}`,
    );
    if (misses.length) console.log(`  failed audits: ${misses.join(', ')}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
printTable(rows);
const failing = rows.filter((row) => row.failed.length);
console.log(
  failing.length ? `Lighthouse: ${failing.length} page(s) fail the gate.` : 'Lighthouse: every page within the gate.',
);
process.exit(failing.length ? 1 : 0);
