import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { LOCALES, type Locale } from '../packages/commerce/src/routing/locale.ts';
import { webApp as en } from './src/messages/en/web-app.ts';
import type { Translation } from '../packages/commerce/src/translation.ts';
import { webApp as ur } from './src/messages/ur/web-app.ts';
import { runtimeCaches } from './src/pwa/cache-names.ts';

const DAY = 24 * 60 * 60;
/** Kit tokens (packages/ui/src/tokens.css): `--sauda-color-brand` and `--sauda-color-bg` of the light theme. */
const brandColour = '#c2410c';
const backgroundColour = '#ffffff';

/** Each language's manifest texts: the build reads them from Node, so from the language's own module. */
const webAppTexts: Record<Locale, Translation<typeof en>> = { en, ur };

/**
 * Sauda's web app manifest in `locale`: installable, opening on home, with shortcuts to search, the cart and the
 * orders. Each language is its own app, with its own scope (`/ur/`), so an Urdu shopper's installed Sauda opens in Urdu.
 */
const manifestIn = (locale: Locale): Partial<ManifestOptions> => {
  const texts = webAppTexts[locale];
  const { prefix, lang, dir } = LOCALES[locale];
  const icon = [{ src: '/icons/icon-192.png', sizes: '192x192' }];
  return {
    name: texts.name,
    short_name: texts.name,
    description: texts.description,
    lang,
    dir,
    id: `${prefix}/`,
    start_url: `${prefix}/`,
    scope: `${prefix}/`,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: brandColour,
    background_color: backgroundColour,
    categories: ['shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: texts.search, url: `${prefix}/search`, icons: icon },
      { name: texts.cart, url: `${prefix}/cart`, icons: icon },
      { name: texts.orders, url: `${prefix}/user/orders`, icons: icon },
    ],
  };
};

type ViteManifest = Record<
  string,
  { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/**
 * Chunks loaded on demand that every page needs offline too: the boot chunk, the toaster (an offline order's message)
 * and the kit's near-screen pictures (without it, no picture below the first screen gets its file).
 */
const shellChunkNames = new Set(['boot', 'toaster', 'near-screen-pictures']);

/**
 * The app shell: the scripts every page runs (the entry, and the shell chunks it imports on demand, with what they
 * import), read from Vite's manifest. The pages' own chunks are not precached: all of them weigh about
 * 450 kB (brotli), more than a first visit on prepaid data should pay for pages the shopper may never open. Each is
 * kept once the shopper has opened its page (the assets cache).
 */
function shellScripts(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const shell = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || shell.has(chunk.file)) return;
    shell.add(chunk.file);
    chunk.imports?.forEach(add);
    chunk.dynamicImports?.filter((imported) => shellChunkNames.has(manifest[imported]?.name ?? '')).forEach(add);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) add(key);
  return shell;
}

/**
 * The storefront's service worker (Workbox, generated at build time) and web app manifest.
 *
 * - The app shell is precached: every script and style of the build, the offline page and the favicon; the font is
 *   cached on its first use.
 * - Pages: network first, the cached copy after a 4 s wait or with no network (the last 50 seen, for 7 days), else the
 *   offline page. The server renders only public pages, and a document request never carries a token.
 * - Catalogue answers under /api/v1 (listings, products, categories, shops, reviews, questions) are served from the
 *   cache at once and refreshed behind (stale-while-revalidate, 300 answers, 7 days). A request with an Authorization
 *   header is never cached, nor any account, cart, order, wishlist or user call: those paths are not on the list.
 * - Updates wait for the shopper (`registerType: 'prompt'`, `pwa/pwa-updates.tsx`): the new worker takes over only
 *   when the shopper reloads, so a page never runs with half of one build and half of another. A page of the old
 *   build keeps its lazily loaded chunks in the old precache until then; one of the new build met in the meantime (a
 *   page fetched from the network) is kept in the assets cache, so it works offline too.
 *
 * Workbox stringifies the `urlPattern` functions into the worker: they must use nothing from outside themselves.
 */
export function pwaPlugin(locale: Locale): Plugin[] {
  let outDir = 'dist';
  const readOutDir: Plugin = {
    name: 'sauda:pwa-out-dir',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  return [
    readOutDir,
    ...VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // Registered from a lazily loaded chunk once the page is idle (`pwa/start-when-idle.ts`), never in a first load.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: manifestIn(locale),
      includeManifestIcons: false,
      workbox: {
        globPatterns: [
          // Not the font: a Lite mode shopper never uses it (their pages are drawn in the phone's fonts), and the worker
          // would fetch its 29 kB for them. It is kept on its first use instead (the assets cache below), and its file
          // is in the browser's HTTP cache for a year from the first page that drew with it.
          'assets/*.{js,css}',
          'offline.html',
          'offline.js',
          // Not the PNG icons: only the manifest names them, and the browser fetches them itself when it installs
          // Sauda. Precached, they cost every first visit about 17 kB (Slow 4G budget, tests/e2e/data-budget.e2e.ts).
          'favicon.svg',
        ],
        manifestTransforms: [
          (entries) => {
            const shell = shellScripts(outDir);
            const inShell = (url: string) => !url.startsWith('assets/') || !url.endsWith('.js') || shell.has(url);
            return { manifest: entries.filter((entry) => inShell(entry.url)) };
          },
        ],
        // index.html is the bare shell, not a page the server renders: pages come from the network or the pages cache.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: runtimeCaches.pages,
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 50, maxAgeSeconds: 7 * DAY },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: 'offline.html' },
            },
          },
          {
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              !request.headers.has('authorization') &&
              /^\/api\/v1\/(?:(?:listing|products|category|items|brands|colors|sizes|shops)(?:\/|$)|(?:reviews|questions)\/product\/[^/]+\/(?:reviews|questions)$)/.test(
                url.pathname,
              ),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: runtimeCaches.catalogue,
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * DAY },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // A language's assets are under its prefix (`/ur/assets`).
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^(?:\/[a-z]{2})?\/assets\/[^/]+\.(?:js|css|woff2)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: runtimeCaches.assets,
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
