import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allCss,
  readManifest,
  routeJavaScript,
  routeOwnJavaScript,
  routeSoleJavaScript,
  type Manifest,
} from './storefront-bundle';

const KB = 1000;
/** The budgets of issue 8, in gzip bytes. */
const targets = { homeJavaScript: 95 * KB, routeChunk: 25 * KB, css: 15 * KB };
/**
 * Ratchets, in gzip bytes, where main does not meet issue 8's target yet: a change may not make them worse, and
 * whoever beats one lowers it. Measured on 2026-11-23: home 122.0 kB; the heaviest first visit 66.6 kB (the filter
 * drawer's sheet: React Aria's Dialog and Checkbox with the whole listing view it opens from), checkout 56.7 kB. The
 * first-visit ceiling rose by 1 kB that day, knowingly: one boot chunk cut a listing's first visit from 38 scripts
 * to 12, and regrouping the modules cost the drawer's sheet 0.9 kB. On 2026-11-24 native text fields, checkbox and
 * radios took the sheet to 59.9 kB and checkout to 49.3 kB (home 122.4 kB). The targets stay printed beside every
 * figure.
 */
const ceilings = { homeJavaScript: 124 * KB, routeFirstVisit: 60 * KB };

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/**
 * Byte budgets of the built storefront, read from Vite's manifest. Deterministic: they gate `npm test`.
 */
describe('storefront bundle budgets', () => {
  let manifest: Manifest;
  let entryKey: string;
  let routes: string[];

  beforeAll(() => {
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    execFileSync('npm', ['run', 'build', '-w', '@sauda/storefront'], {
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    manifest = readManifest();
    entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    routes = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
  });

  it(`loads at most ${kB(ceilings.homeJavaScript)} of JavaScript (gzip) for the home page (target ${kB(targets.homeJavaScript)})`, () => {
    const homeKey = Object.keys(manifest).find((key) => key.endsWith('pages/home-page.tsx'));
    expect(homeKey).toBeDefined();
    const bytes = routeJavaScript(manifest, entryKey, homeKey);
    console.log(`home page JavaScript: ${kB(bytes)} gzip (target ${kB(targets.homeJavaScript)})`);
    expect(bytes).toBeLessThanOrEqual(ceilings.homeJavaScript);
  });

  it(`keeps every lazy route's own JavaScript (what no other route shares) within ${kB(targets.routeChunk)} (gzip)`, () => {
    expect(routes.length).toBeGreaterThan(0);
    const oversized = routes
      .map((key) => ({ key, bytes: routeSoleJavaScript(manifest, entryKey, routes, key) }))
      .filter((route) => route.bytes > targets.routeChunk);
    expect(oversized).toEqual([]);
  });

  it(`keeps the first visit of every lazy route within ${kB(ceilings.routeFirstVisit)} (gzip; target ${kB(targets.routeChunk)})`, () => {
    const visits = routes
      .map((key) => ({ key, bytes: routeOwnJavaScript(manifest, entryKey, key) }))
      .sort((a, b) => b.bytes - a.bytes);
    const overTarget = visits.filter((visit) => visit.bytes > targets.routeChunk);
    console.log(
      `${overTarget.length} of ${visits.length} lazy chunks need more than ${kB(targets.routeChunk)} on a first visit:\n` +
        overTarget.map((visit) => `  ${kB(visit.bytes).padStart(8)}  ${visit.key}`).join('\n'),
    );
    expect(visits.filter((visit) => visit.bytes > ceilings.routeFirstVisit)).toEqual([]);
  });

  it(`ships at most ${kB(targets.css)} of CSS (gzip)`, () => {
    expect(allCss(manifest)).toBeLessThanOrEqual(targets.css);
  });
});
