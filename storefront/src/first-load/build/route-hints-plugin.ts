import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { saudaAliases } from '../../../../aliases.ts';
import type * as RouteHintSources from '../route-hint-sources.ts';

/** The file the build writes beside `index.html`, read by the reference server (`static/route-hints.ts`). */
export const ROUTE_HINTS_FILE = 'route-hints.json';

/**
 * The API code every page's first request needs (the header's categories), loaded with the first call
 * (`api/lazy-client.ts`); a page that comes with its answers needs none of it.
 */
const everyPageApi = 'api/clients/catalogue-clients.ts';

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

/**
 * What may start for a page before the storefront's code has run (issue 8): on a phone the entry takes over a second
 * to arrive and run, and a page that waits for it before asking for its chunks and data pays that second again. The
 * reference server puts these hints into the page as `<link rel=modulepreload>` and `<link rel=preload as=fetch>`,
 * and the page's largest picture as `<link rel=preload as=image>` (`packages/server/src/static/route-hints.ts`).
 *
 * Writes `dist/route-hints.json`: the files every page loads besides what `index.html` names (the storefront, which
 * the entry imports once the page has painted), and the API code its first request loads; for each route of the
 * route table, derived from it (`src/app/route-hint-sources.ts`, loaded here through Vite as the build's own
 * environment sees it: `VITE_SAUDA_BACKEND` picks the listing calls), the files its page loads besides those (its chunk and the chunks that chunk imports, in
 * load order), the API code its own calls load (`src/api/clients`, loaded with the first call), its first requests,
 * and which picture of the first request's answer the page shows largest. A build against another API host
 * (`VITE_SAUDA_API_URL`) writes no requests and no pictures: the hinted URLs are the same-origin `/api/v1`, and the
 * server would pick pictures from its own catalogue. A hinted page with no chunk of its own fails the build, so a
 * renamed page cannot silently lose its hint.
 */
export function routeHintsPlugin(options: { srcDir: string; sameOriginApi: boolean }): Plugin {
  let base = '/';
  let mode = 'production';
  return {
    name: 'sauda-route-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      mode = config.mode;
    },
    async generateBundle(_, bundle) {
      const {
        module: { sources },
      } = await runnerImport<typeof RouteHintSources>(resolve(options.srcDir, 'first-load/route-hint-sources.ts'), {
        configFile: false,
        root: resolve(options.srcDir, '..'),
        mode,
        resolve: { alias: saudaAliases },
        logLevel: 'error',
      });
      const chunks = new Map<string, BuiltChunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const byModule = new Map([...chunks.values()].map((chunk) => [chunk.facadeModuleId, chunk]));
      // What index.html already loads: each entry and its static imports (Vite preloads those itself).
      const entryFiles = new Set<string>();
      const collectEntry = (fileName: string) => {
        if (entryFiles.has(fileName)) return;
        entryFiles.add(fileName);
        chunks.get(fileName)?.imports.forEach(collectEntry);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) collectEntry(chunk.fileName);

      /** `fileName` and the chunks it imports statically, in load order, leaving out those in `loaded`. */
      const filesFrom = (fileName: string, loaded: Set<string>): string[] => {
        const files: string[] = [];
        const visit = (next: string) => {
          const chunk = chunks.get(next);
          if (!chunk || loaded.has(next) || files.includes(`${base}${next}`)) return;
          files.push(`${base}${next}`);
          chunk.imports.forEach(visit);
        };
        visit(fileName);
        return files;
      };
      // What the entry imports once the page has painted: the storefront itself (`src/first-load/boot.tsx`), on every page.
      const bootFiles = [...entryFiles].flatMap((fileName) =>
        (chunks.get(fileName)?.dynamicImports ?? []).flatMap((dynamic) => filesFrom(dynamic, entryFiles)),
      );
      const everyPageFiles = new Set([...entryFiles, ...bootFiles.map((file) => file.slice(base.length))]);

      const filesOf = (module: string): string[] => {
        const chunk = byModule.get(resolve(options.srcDir, module));
        if (!chunk)
          throw new Error(`route-hints: no chunk for the hinted module ${module}; is it still loaded lazily?`);
        return filesFrom(chunk.fileName, everyPageFiles);
      };

      const everyPageApiFiles = filesOf(everyPageApi);
      const apiClients = resolve(options.srcDir, 'api/clients') + '/';
      const loadedWithApi = new Set([...everyPageFiles, ...everyPageApiFiles.map((file) => file.slice(base.length))]);
      /** The API clients' files `files` load with their first call (`src/api/lazy-client.ts`), beyond every page's. */
      const apiFilesOf = (files: string[]): string[] => [
        ...new Set(
          files.flatMap((file) =>
            (chunks.get(file.slice(base.length))?.dynamicImports ?? [])
              .filter((dynamic) => chunks.get(dynamic)?.facadeModuleId?.startsWith(apiClients))
              .flatMap((dynamic) => filesFrom(dynamic, loadedWithApi)),
          ),
        ),
      ];

      const hints = {
        everyPage: {
          modules: [...new Set(bootFiles)],
          fetches: options.sameOriginApi ? sources.everyPageFetches : [],
          api: everyPageApiFiles,
        },
        routes: sources.routes.map((hint) => {
          const modules = filesOf(hint.page);
          return {
            path: hint.path,
            uuids: hint.uuids,
            modules,
            api: apiFilesOf(modules),
            fetches: options.sameOriginApi ? hint.fetches : [],
            ...(options.sameOriginApi && hint.picture ? { picture: hint.picture } : {}),
          };
        }),
      };
      this.emitFile({ type: 'asset', fileName: ROUTE_HINTS_FILE, source: `${JSON.stringify(hints, null, 2)}\n` });
    },
  };
}
