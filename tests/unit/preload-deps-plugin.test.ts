import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadOnlyMissing } from '../../storefront/src/first-load/build/preload-deps-plugin';

/** A bundle as Vite hands it to plugins: chunks by file name, each with its static imports. */
function bundleOf(imports: Record<string, string[]>): Rollup.OutputBundle {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, names]) => [fileName, { type: 'chunk', fileName, imports: names }]),
  ) as unknown as Rollup.OutputBundle;
}

/** The storefront's shape: the boot chunk loads React's chunk and the runtime; pages import from both. */
const bundle = bundleOf({
  'assets/boot.js': ['assets/react.js', 'assets/runtime.js'],
  'assets/react.js': ['assets/runtime.js'],
  'assets/runtime.js': [],
  'assets/home-page.js': ['assets/boot.js', 'assets/runtime.js'],
  'assets/category-page.js': ['assets/listing-view.js', 'assets/boot.js'],
  'assets/listing-view.js': ['assets/boot.js'],
});

function preloadsWith(output: Rollup.OutputBundle | undefined) {
  const { plugin, resolveDependencies } = preloadOnlyMissing();
  if (output) (plugin.generateBundle as (options: unknown, bundle: Rollup.OutputBundle) => void)({}, output);
  return resolveDependencies;
}

describe('preloadOnlyMissing', () => {
  it('preloads nothing beside a page whose other chunks the running code has loaded', () => {
    const resolve = preloadsWith(bundle);
    const deps = ['assets/home-page.js', 'assets/boot.js', 'assets/runtime.js'];
    expect(resolve('assets/home-page.js', deps, { hostId: 'assets/boot.js', hostType: 'js' })).toEqual([]);
  });

  it('fetches a page and the chunk it still needs side by side', () => {
    const resolve = preloadsWith(bundle);
    const deps = ['assets/category-page.js', 'assets/listing-view.js', 'assets/boot.js', 'assets/react.js'];
    expect(resolve('assets/category-page.js', deps, { hostId: 'assets/boot.js', hostType: 'js' })).toEqual([
      'assets/category-page.js',
      'assets/listing-view.js',
    ]);
  });

  it('counts what the importing chunk has loaded, not only the boot chunk', () => {
    const resolve = preloadsWith(bundle);
    const deps = ['assets/listing-view.js', 'assets/boot.js'];
    const host = { hostId: 'assets/category-page.js', hostType: 'js' } as const;
    expect(resolve('assets/listing-view.js', deps, host)).toEqual([]);
  });

  it("leaves the page's own head, and a bundle it could not read, as Vite has them", () => {
    const deps = ['assets/react.js', 'assets/runtime.js'];
    expect(preloadsWith(bundle)('assets/boot.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
    const all = ['assets/home-page.js', 'assets/boot.js'];
    const host = { hostId: 'assets/boot.js', hostType: 'js' } as const;
    expect(preloadsWith(undefined)('assets/home-page.js', all, host)).toEqual(all);
  });
});
