import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { LOCALES } from '../packages/commerce/src/routing/locale.ts';
import { saudaAliases } from '../aliases.ts';
import { devRenderPlugin } from './src/first-load/build/dev-render-plugin.ts';
import { fontPreloadPlugin } from './src/first-load/build/font-preload-plugin.ts';
import { precompressPlugin } from './src/first-load/build/precompress-plugin.ts';
import { preloadOnlyMissing } from './src/first-load/build/preload-deps-plugin.ts';
import { pwaPlugin } from './pwa-plugin.ts';
import { localeBuildPlugin, localeOfMode } from './src/locale/build/locale-build.ts';
import { routeHintsPlugin } from './src/first-load/build/route-hints-plugin.ts';

/** Source bytes (before minifying) under which a chunk shared by pages is copied into each of them. */
const inlineCommonChunksBelow = 20 * 1024;

const apiTarget = process.env.SAUDA_API_URL ?? 'http://127.0.0.1:8080';
const preload = preloadOnlyMissing();

/**
 * The server renderer's build (`vite build --ssr src/entry-server.tsx`): one Node module the reference server loads
 * (`entry-server.tsx`); a language other than English is built into a folder of its own (`dist-ssr/ur`).
 */
const serverRendererBuild = (folder: string) => ({
  outDir: `dist-ssr${folder}`,
  emptyOutDir: true,
  target: 'node20',
  sourcemap: false,
  copyPublicDir: false,
  // Self-contained, so the server needs none of the storefront's packages at run time.
  rolldownOptions: { output: { codeSplitting: false } },
});

/**
 * `vite build` builds the English storefront into `dist`; `vite build --mode ur` the Urdu one into `dist/ur`, served under
 * `/ur/` (`src/locale/build/locale-build.ts`). English is built first: its build empties `dist`.
 */
export default defineConfig(({ command, isSsrBuild, mode }) => {
  const locale = localeOfMode(mode);
  /** The language's folder and address prefix: '' for English, '/ur' for Urdu. */
  const folder = LOCALES[locale].prefix;
  return {
    base: `${folder}/`,
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [
      localeBuildPlugin(locale),
      react(),
      tailwindcss(),
      devRenderPlugin({ indexFile: fileURLToPath(new URL('./index.html', import.meta.url)), apiOrigin: apiTarget }),
      // The hints describe the browser build's files.
      ...(isSsrBuild
        ? []
        : [
            fontPreloadPlugin({ file: /inter-latin-core-wght-normal-[\w-]+\.woff2$/ }),
            ...(locale === 'ur'
              ? [fontPreloadPlugin({ file: /noto-naskh-arabic-urdu-400-normal-[\w-]+\.woff2$/ })]
              : []),
            precompressPlugin(),
            preload.plugin,
            routeHintsPlugin({
              srcDir: fileURLToPath(new URL('./src', import.meta.url)),
              sameOriginApi: !process.env.VITE_SAUDA_API_URL,
            }),
            pwaPlugin(locale),
          ]),
    ],
    resolve: {
      alias: [
        ...saudaAliases,
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL('./src/first-load/build/react-sync-store.ts', import.meta.url)),
        },
      ],
    },
    server: { host: '127.0.0.1', port: 5173, proxy: { '/api': apiTarget, '/uploads': apiTarget } },
    preview: { host: '127.0.0.1' },
    // The built renderer is self-contained; in development (src/first-load/build/dev-render-plugin.ts) Node loads React and the other
    // packages itself, as the CommonJS modules they are.
    ssr: command === 'build' ? { noExternal: true } : {},
    define: {
      'import.meta.env.VITE_SAUDA_LOCALE': JSON.stringify(locale),
      'import.meta.env.VITE_SAUDA_LOCALE_BASE': JSON.stringify(folder),
      ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    },
    build: isSsrBuild
      ? serverRendererBuild(folder)
      : {
          outDir: `dist${folder}`,
          emptyOutDir: true,
          manifest: true,
          sourcemap: true,
          target: 'es2022',
          // Every browser the storefront is tested in reads `<link rel=modulepreload>` itself (Chrome 66, Firefox 115,
          // Safari 17); an older one simply does not preload, and still loads each module when it is imported.
          modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
          // Everything the entry imports goes into one boot chunk. Left to itself Rolldown splits off every module the entry
          // shares with a page (React, SWR, the API client, small kit parts), and a first visit to a listing then asked
          // for 38 scripts; browsers open 6 connections per origin over HTTP/1.1, so a phone waited several round trips.
          //
          // The pages still shared many small chunks among themselves (a price formatter, a skeleton, the wishlist hook), so
          // a first visit to a product page asked for 19 files of 0.2-3 kB. Common chunks under `inlineCommonChunksBelow`
          // are now copied into each page that reads them; Rolldown's runtime registry keeps one instance of each module
          // (one React context, one scroll lock), whichever copy runs first. A page is 1-2 files; moving between pages
          // downloads a little more, because a page's copy of a shared helper is not reused by the next page.
          rolldownOptions: {
            preserveEntrySignatures: false,
            output: {
              codeSplitting: {
                groups: [
                  { name: 'entry', tags: ['$initial'], priority: 1 },
                  { name: 'boot', test: /\/src\/first-load\/boot\.tsx$/ },
                  // The toast region and its library, in one file the service worker precaches (`pwa-plugin.ts`): the
                  // message that an order was not placed offline is a toast.
                  {
                    name: 'toaster',
                    test: /\/node_modules\/(react-hot-toast|goober)\/|\/widgets\/toaster\/hot-toaster\.tsx$/,
                  },
                ],
                experimentalInlineCommonChunks: {
                  maxSize: inlineCommonChunksBelow,
                  // A style module's CSS would be emitted once per copy.
                  exclude: /\.css(\?|$)/,
                },
              },
            },
          },
        },
  };
});
