// The scripts that serve the built storefront rebuild it when it is stale (`scripts/freshness.mjs`): every output a
// build writes counts, so a build of one language alone does not pass for the whole storefront.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builds, isStale } from '../../scripts/freshness.mjs';

let dir: string;
const at = (path: string, seconds: number) => {
  const file = join(dir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, path);
  utimesSync(file, seconds, seconds);
  return file;
};

describe('a build output', () => {
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sauda-freshness-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is fresh when every output is newer than every source', () => {
    const source = at('src/page.tsx', 1_000);
    expect(isStale([at('dist/index.html', 2_000), at('dist/ur/index.html', 2_000)], [join(source, '..')])).toBe(false);
  });

  it('is stale when one of its outputs is missing', () => {
    const source = at('src/page.tsx', 1_000);
    expect(isStale([at('dist/index.html', 2_000), join(dir, 'dist/ur/index.html')], [join(source, '..')])).toBe(true);
  });

  it('is stale when a source changed after the oldest output', () => {
    const source = at('src/page.tsx', 1_500);
    expect(isStale([at('dist/index.html', 2_000), at('dist/ur/index.html', 1_000)], [join(source, '..')])).toBe(true);
  });

  it("of the storefront includes both languages' browser and server builds", () => {
    expect(builds.storefront.outputs).toEqual(
      expect.arrayContaining(['storefront/dist/ur/index.html', 'storefront/dist-ssr/ur/entry-server.js']),
    );
  });
});
