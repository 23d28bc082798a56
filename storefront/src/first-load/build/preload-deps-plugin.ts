import type { Plugin, ResolveModulePreloadDependenciesFn, Rollup } from 'vite';

/**
 * Trims what Vite preloads beside a lazily imported chunk (`__vitePreload`) to what the browser does not have yet.
 * Vite lists every chunk the imported one depends on, and the chunk itself, in a table of file names the importing
 * chunk carries: the boot chunk carried the names of every page, although a page needs nothing beyond itself that the
 * running code has not loaded already (React, the storefront's shared code). A chunk that is running has loaded its
 * static imports, so those are dropped; an import left with nothing else to preload loads as a plain `import()`. A
 * page that does need another chunk (a listing's shared view) still gets both fetched side by side.
 *
 * The bundle is read in `generateBundle`, which runs before Vite's own import analysis fills in the lists.
 */
export function preloadOnlyMissing(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let bundle: Rollup.OutputBundle | undefined;
  /** The host chunk and, transitively, its static imports: what the browser has once the host runs. */
  const loadedWith = (host: string): Set<string> => {
    const loaded = new Set<string>();
    const visit = (fileName: string) => {
      if (loaded.has(fileName)) return;
      loaded.add(fileName);
      const chunk = bundle?.[fileName];
      if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    };
    visit(host);
    return loaded;
  };
  return {
    plugin: {
      name: 'sauda-preload-only-missing',
      apply: 'build',
      generateBundle(_options, output) {
        bundle = output;
      },
    },
    resolveDependencies: (fileName, deps, { hostId, hostType }) => {
      if (hostType === 'html' || !bundle) return deps;
      const loaded = loadedWith(hostId);
      const missing = deps.filter((dep) => dep !== fileName && !loaded.has(dep));
      return missing.length > 0 ? [fileName, ...missing] : [];
    },
  };
}
