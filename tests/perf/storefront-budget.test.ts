import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { allCss, readManifest, routeJavaScript, routeOwnJavaScript, type Manifest } from './storefront-bundle';

const KB = 1000;
/** Budgets of issue 8, in gzip bytes. */
const budgets = { homeJavaScript: 95 * KB, routeChunk: 25 * KB, css: 15 * KB };

/**
 * Byte budgets of the built storefront, read from Vite's manifest. Deterministic: they gate `npm test`.
 */
describe('storefront bundle budgets', () => {
  let manifest: Manifest;
  let entryKey: string;

  beforeAll(() => {
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    execFileSync('npm', ['run', 'build', '-w', '@sauda/storefront'], {
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    manifest = readManifest();
    entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  });

  it(`loads at most ${budgets.homeJavaScript / KB} kB of JavaScript (gzip) for the home page`, () => {
    const homeKey = Object.keys(manifest).find((key) => key.endsWith('pages/home-page.tsx'));
    expect(homeKey).toBeDefined();
    expect(routeJavaScript(manifest, entryKey, homeKey)).toBeLessThanOrEqual(budgets.homeJavaScript);
  });

  it(`keeps every lazy route's own JavaScript within ${budgets.routeChunk / KB} kB (gzip)`, () => {
    const routes = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
    expect(routes.length).toBeGreaterThan(0);
    const oversized = routes
      .map((key) => ({ key, bytes: routeOwnJavaScript(manifest, entryKey, key) }))
      .filter((route) => route.bytes > budgets.routeChunk);
    expect(oversized).toEqual([]);
  });

  it(`ships at most ${budgets.css / KB} kB of CSS (gzip)`, () => {
    expect(allCss(manifest)).toBeLessThanOrEqual(budgets.css);
  });
});
