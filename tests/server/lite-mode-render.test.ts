import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productPath } from '@sauda/commerce';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa } from '../../packages/server/src/static/serve-spa';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { createPageRenderer } from '../../storefront/src/entry-server';

/** The built index.html's shape: its head preloads the kit's font (`font-preload-plugin.ts`). */
const FONT_PRELOAD =
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-core-wght-normal-x1.woff2">';
const html = `<!doctype html><html lang="en" dir="ltr" data-theme="light"><head><title>Sauda</title>${FONT_PRELOAD}</head><body><div id="root"></div></body></html>`;
const hints = {
  everyPage: { modules: [], fetches: [], api: [] },
  routes: [
    {
      path: '/product/:name/:id',
      uuids: ['id'],
      modules: [],
      fetches: ['/api/v1/products/:id'],
      picture: 'gallery',
    },
  ],
};

let dir: string;
let server: TestServer;
let pages: Hono;

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'sauda-lite-'));
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'route-hints.json'), JSON.stringify(hints));
  // The real storefront renderer, answered by the real API: the pictures are the ones a shopper's page names.
  const request = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
  pages = new Hono().get('*', serveSpa(dir, { request, render: createPageRenderer(request) }));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The page at `path` as sent to a shopper with these request headers. */
async function page(path: string, headers: Record<string, string> = {}) {
  const response = await pages.request(path, { headers });
  expect(response.status).toBe(200);
  return { response, document: await response.text() };
}

/** The widths (and quality) of every product picture file the document's `srcset`s name, e.g. `160 lite`. */
const srcsetFiles = (document: string) =>
  new Set(
    [...document.matchAll(/srcSet="([^"]+)"/gi)].flatMap(([, srcset]) =>
      srcset!.split(', ').map((candidate) => {
        const url = new URL(candidate.split(' ')[0]!.replace(/&amp;/g, '&'), 'http://shop');
        return `${url.searchParams.get('w')} ${url.searchParams.get('q') ?? 'standard'}`;
      }),
    ),
  );

describe('Lite mode in the first HTML', () => {
  it('home names the Lite files of its cards for a shopper with the switch’s cookie or Save-Data', async () => {
    const full = await page('/');
    expect([...srcsetFiles(full.document)].sort()).toEqual(
      ['1280', '160', '320', '480', '640', '960'].map((width) => `${width} standard`).sort(),
    );
    expect(full.document).toContain('<div id="root">');

    for (const headers of [{ cookie: 'theme=dark; liteMode=on' }, { 'save-data': 'on' }] as Record<string, string>[]) {
      const lite = await page('/', headers);
      expect([...srcsetFiles(lite.document)].sort()).toEqual(
        ['160', '320', '480', '640', '960'].map((width) => `${width} lite`).sort(),
      );
      // The storefront takes it over as rendered (`renderedLite`).
      expect(lite.document).toContain('<div id="root" data-lite-mode="">');
      expect(lite.response.headers.get('vary')).toContain('Save-Data');
      expect(lite.response.headers.get('vary')).toContain('Cookie');
    }
    // A cookie that is not the switch's, or turned off, changes nothing.
    expect(srcsetFiles((await page('/', { cookie: 'liteMode=' })).document)).toEqual(srcsetFiles(full.document));
  });

  it('a Lite document, rendered or not, is drawn in the phone’s fonts: no font preload, and never a 304', async () => {
    for (const path of ['/', '/wishlist']) {
      const full = await page(path);
      expect(full.document).toContain(FONT_PRELOAD);
      expect(full.document).toContain('<html lang="en"');

      const lite = await page(path, { cookie: 'liteMode=on' });
      // The storefront's stylesheet sets the system's fonts on it (`html[data-lite-mode]`).
      expect(lite.document).toContain('<html data-lite-mode="" lang="en" dir="ltr" data-theme="light">');
      expect(lite.document).not.toContain('as="font"');
      expect(lite.response.headers.get('vary')).toContain('Cookie');
      expect(lite.response.headers.get('last-modified')).toBeNull();
    }
    // The wishlist is not rendered: a shopper's copy is revalidated, but never one kept from before Lite mode changed.
    const wishlist = await page('/wishlist');
    const since = wishlist.response.headers.get('last-modified')!;
    expect(wishlist.response.headers.get('vary')).toContain('Cookie');
    expect((await pages.request('/wishlist', { headers: { 'if-modified-since': since } })).status).toBe(304);
    const switched = await pages.request('/wishlist', {
      headers: { 'if-modified-since': since, cookie: 'liteMode=on' },
    });
    expect(switched.status).toBe(200);
    expect(await switched.text()).toContain('<html data-lite-mode=""');
  });

  it('a product page preloads the Lite file of its first picture and shows that same file', async () => {
    const listing = (await (await fetch(`${server.url}/api/v1/products?perPage=1`)).json()) as {
      products: { Id: string; Name: string }[];
    };
    const { Id, Name } = listing.products[0]!;
    const path = productPath(Name, Id);
    const preload = (document: string) =>
      /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(document)?.[1]?.replace(/&amp;/g, '&');
    const galleryImage = (document: string) =>
      /<img[^>]*data-slot="image-gallery-image"[^>]*>/.exec(document)?.[0] ?? '';

    const full = await page(path);
    const fullPicture = preload(full.document);
    expect(fullPicture).toMatch(/^\/api\/v1\/media\/[^?]+$/);
    expect(galleryImage(full.document)).toContain(`src="${fullPicture}"`);

    const lite = await page(path, { cookie: 'liteMode=on' });
    const litePicture = preload(lite.document);
    expect(litePicture).toBe(`${fullPicture}?w=480&q=lite`);
    expect(galleryImage(lite.document)).toContain(`src="${litePicture!.replace(/&/g, '&amp;')}"`);
  });
});
