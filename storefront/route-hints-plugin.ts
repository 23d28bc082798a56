import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { everyPageFetches, routeHints } from './src/app/route-hints.ts';

/** The file the build writes beside `index.html`, read by the reference server (`static/route-hints.ts`). */
export const ROUTE_HINTS_FILE = 'route-hints.json';

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
}

/**
 * Writes `dist/route-hints.json`: for each hinted route (`src/app/route-hints.ts`), the files its page loads besides
 * what the entry loads (its chunk and the chunks that chunk imports, in load order), its first requests, and which
 * picture of the first request's answer the page shows largest. A build against another API host
 * (`VITE_SAUDA_API_URL`) writes no requests and no pictures: the hinted URLs are the same-origin `/api/v1`, and the
 * server would pick pictures from its own catalogue. A hinted page with no chunk of its own fails the build, so a
 * renamed page cannot silently lose its hint.
 */
export function routeHintsPlugin(options: { srcDir: string; sameOriginApi: boolean }): Plugin {
  let base = '/';
  return {
    name: 'sauda-route-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_, bundle) {
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

      const filesOf = (page: string): string[] => {
        const chunk = byModule.get(resolve(options.srcDir, page));
        if (!chunk) throw new Error(`route-hints: no chunk for the hinted page ${page}; is it still loaded lazily?`);
        const files: string[] = [];
        const visit = (fileName: string) => {
          const next = chunks.get(fileName);
          if (!next || entryFiles.has(fileName) || files.includes(`${base}${fileName}`)) return;
          files.push(`${base}${fileName}`);
          next.imports.forEach(visit);
        };
        visit(chunk.fileName);
        return files;
      };

      const hints = {
        everyPage: { fetches: options.sameOriginApi ? everyPageFetches : [] },
        routes: routeHints.map((hint) => ({
          path: hint.path,
          uuids: hint.uuids ?? [],
          modules: filesOf(hint.page),
          fetches: options.sameOriginApi ? (hint.fetches ?? []) : [],
          ...(options.sameOriginApi && hint.picture ? { picture: hint.picture } : {}),
        })),
      };
      this.emitFile({ type: 'asset', fileName: ROUTE_HINTS_FILE, source: `${JSON.stringify(hints, null, 2)}\n` });
    },
  };
}
