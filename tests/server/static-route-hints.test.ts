import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productDetailAnswerSchema, productListAnswerSchema, toProduct } from '@sauda/api';
import { productImages } from '@sauda/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';

const html =
  '<!doctype html><html lang="en"><head><title>Sauda</title><script type="module" crossorigin src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>';
const categoryId = '8e9a3eb0-4897-47bf-b264-000000000001';

const hints = {
  everyPage: { modules: ['/assets/boot-b1.js'], fetches: ['/api/v1/items?perPage=30'] },
  routes: [
    {
      path: '/',
      uuids: [],
      modules: ['/assets/home-h1.js', '/assets/grid-g1.js'],
      fetches: ['/api/v1/listing?perPage=20'],
    },
    {
      path: '/search',
      uuids: [],
      modules: ['/assets/search-s1.js'],
      fetches: ['/api/v1/listing?query=:query&perPage=24'],
    },
    {
      path: '/review/:id',
      uuids: [],
      modules: ['/assets/review-r1.js'],
      api: ['/assets/reviews-clients-v1.js'],
      fetches: [],
    },
    {
      path: '/:categoryName/:id',
      uuids: ['id'],
      modules: ['/assets/category-c1.js'],
      fetches: ['/api/v1/listing?itemsCategoryId=:id&perPage=24'],
    },
  ],
};

let dir: string;
let server: TestServer;
const writeHints = (value: unknown) => writeFileSync(join(dir, 'route-hints.json'), JSON.stringify(value));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sauda-hints-'));
  writeFileSync(join(dir, 'index.html'), html);
  writeHints(hints);
  server = await startTestServer({ seed: false, config: { staticDir: dir } });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
/** The hrefs of the document's `<link rel=…>` tags of one kind, in order. */
const links = (document: string, rel: 'modulepreload' | 'preload') =>
  [...document.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]*)">/g)]
    .filter((match) => match[1] === rel)
    .map((match) => match[2]);

describe('the storefront page names its route’s modules and first requests', () => {
  it('home: its modules, its products and the categories every page loads, inside the head', async () => {
    const document = await page('/');
    expect(links(document, 'modulepreload')).toEqual([
      '/assets/boot-b1.js',
      '/assets/home-h1.js',
      '/assets/grid-g1.js',
    ]);
    expect(links(document, 'preload')).toEqual(['/api/v1/items?perPage=30', '/api/v1/listing?perPage=20']);
    expect(document).toContain('<link rel="preload" as="fetch" crossorigin href="/api/v1/items?perPage=30">');
    expect(document.indexOf('modulepreload')).toBeLessThan(document.indexOf('</head>'));
    expect(document.replace(/<link [^>]*>/g, '')).toBe(html);
  });

  it('a category address: the category’s products, with the id from the address', async () => {
    const document = await page(`/Men's%20Kurta/${categoryId}`);
    expect(links(document, 'modulepreload')).toEqual(['/assets/boot-b1.js', '/assets/category-c1.js']);
    expect(links(document, 'preload')).toContain(`/api/v1/listing?itemsCategoryId=${categoryId}&amp;perPage=24`);
  });

  it('the first matching pattern wins, and a parameter that must be a UUID must be one', async () => {
    // A page the browser draws alone also names the API code of its own calls, after its modules.
    expect(links(await page(`/review/${categoryId}`), 'modulepreload')).toEqual([
      '/assets/boot-b1.js',
      '/assets/review-r1.js',
      '/assets/reviews-clients-v1.js',
    ]);
    const notACategory = await page('/user/orders');
    expect(links(notACategory, 'modulepreload')).toEqual(['/assets/boot-b1.js']);
    expect(links(notACategory, 'preload')).toEqual(['/api/v1/items?perPage=30']);
  });

  it('search: the query from the address, trimmed and encoded as the API client sends it', async () => {
    const document = await page('/search?query=%20lawn%20kurta%20%26%20dupatta%20');
    expect(links(document, 'preload')).toContain('/api/v1/listing?query=lawn+kurta+%26+dupatta&amp;perPage=24');
    expect(links(await page('/search?query=%20'), 'preload')).toEqual(['/api/v1/items?perPage=30']);
    expect(links(await page('/search'), 'preload')).toEqual(['/api/v1/items?perPage=30']);
  });

  it('an address crafted to break out of the attribute stays inside it', async () => {
    const document = await page(`/search?query=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(document).not.toContain('<script>alert');
    expect(document.replace(/<link [^>]*>/g, '')).toBe(html);
    expect(links(document, 'preload')[1]).toBe(
      '/api/v1/listing?query=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E&amp;perPage=24',
    );
  });

  it('answers HEAD with the length of the page it would send, and 304 once the client has it', async () => {
    const document = await page('/');
    const head = await fetch(`${server.url}/`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(document)));
    const lastModified = head.headers.get('last-modified') ?? '';
    const again = await fetch(`${server.url}/`, { headers: { 'if-modified-since': lastModified } });
    expect(again.status).toBe(304);
  });

  it('names the API’s code after the storefront’s own, where the build names it (an older one does not)', async () => {
    writeHints({
      ...hints,
      everyPage: { ...hints.everyPage, api: ['/assets/catalogue-clients-a1.js', '/assets/http-t1.js'] },
    });
    const soon = new Date(Date.now() + 2_500);
    utimesSync(join(dir, 'route-hints.json'), soon, soon);
    expect(links(await page('/'), 'modulepreload')).toEqual([
      '/assets/boot-b1.js',
      '/assets/catalogue-clients-a1.js',
      '/assets/http-t1.js',
      '/assets/home-h1.js',
      '/assets/grid-g1.js',
    ]);
  });

  it('follows a rebuild, and serves the plain page when the hints file is not one it can read', async () => {
    writeHints({ ...hints, everyPage: { ...hints.everyPage, fetches: ['/api/v1/items?perPage=40'] } });
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dir, 'route-hints.json'), later, later);
    expect(links(await page('/cart'), 'preload')).toEqual(['/api/v1/items?perPage=40']);

    writeFileSync(join(dir, 'route-hints.json'), '{ "routes": "not a list" }');
    const muchLater = new Date(Date.now() + 10_000);
    utimesSync(join(dir, 'route-hints.json'), muchLater, muchLater);
    expect(await page('/')).toBe(html);
  });
});

describe('a product’s or a listing’s page names the picture it shows largest', () => {
  const pictureHints = {
    everyPage: { modules: [], fetches: [] },
    routes: [
      {
        path: '/search',
        uuids: [],
        modules: ['/assets/search-s1.js'],
        fetches: ['/api/v1/listing?query=:query&perPage=24'],
        picture: 'first-card',
      },
      {
        path: '/product/:name/:id',
        uuids: ['id'],
        modules: ['/assets/product-p1.js'],
        fetches: ['/api/v1/products/:id'],
        picture: 'gallery',
      },
      {
        // A first request whose answer is not JSON (a picture itself).
        path: '/odd/:text',
        uuids: [],
        modules: ['/assets/odd-o1.js'],
        fetches: ['/api/v1/media/placeholder.svg?text=:text'],
        picture: 'first-card',
      },
      {
        path: '/:categoryName/:id',
        uuids: ['id'],
        modules: ['/assets/category-c1.js'],
        fetches: ['/api/v1/listing?itemsCategoryId=:id&perPage=24'],
        picture: 'first-card',
      },
    ],
  };
  let pictureDir: string;
  let seeded: TestServer;

  beforeAll(async () => {
    pictureDir = mkdtempSync(join(tmpdir(), 'sauda-hints-'));
    writeFileSync(join(pictureDir, 'index.html'), html);
    writeFileSync(join(pictureDir, 'route-hints.json'), JSON.stringify(pictureHints));
    seeded = await startTestServer({ config: { staticDir: pictureDir } });
  });
  afterAll(async () => {
    await seeded.close();
    rmSync(pictureDir, { recursive: true, force: true });
  });

  const api = async (path: string) => (await fetch(`${seeded.url}/api/v1${path}`)).json();
  /** The first card's picture of a listing answer, as the storefront's grid shows it. */
  const firstCard = (answer: unknown) => toProduct(productListAnswerSchema.parse(answer).products[0]!).images[0];
  const imageLinks = (document: string) =>
    [...document.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]*)">/g)].map((match) =>
      match[1]!.replace(/&amp;/g, '&'),
    );

  it('a product: the first picture of its gallery, with high priority, inside the head', async () => {
    const { products } = await api('/products?perPage=20');
    for (const { Id: id } of [products[0], products[7]] as { Id: string }[]) {
      const gallery = productImages(toProduct(productDetailAnswerSchema.parse(await api(`/products/${id}`))));
      const response = await fetch(`${seeded.url}/product/Any-Name/${id.toUpperCase()}`);
      const document = await response.text();
      expect(imageLinks(document)).toEqual([gallery[0]]);
      expect(document.indexOf('product-p1.js')).toBeLessThan(document.indexOf('as="image"'));
      expect(document.indexOf('as="image"')).toBeLessThan(document.indexOf('</head>'));
      // The picture is data: the page is sent again rather than answered 304 from a copy naming an old picture.
      expect(response.headers.get('last-modified')).toBeNull();
    }
  });

  it('a category and search results: the picture of the first card', async () => {
    const { itemList } = await api('/items?perPage=30');
    const category = itemList.find((item: { Name: string }) => item.Name === "Men's Kurta Shalwar");
    const listing = await api(`/listing?itemsCategoryId=${category.Id}&perPage=24`);
    const categoryPage = await (await fetch(`${seeded.url}/Men's-Kurta-Shalwar/${category.Id}`)).text();
    expect(imageLinks(categoryPage)).toEqual([firstCard(listing)]);

    const results = await api('/listing?query=lawn&perPage=24');
    const searchPage = await (await fetch(`${seeded.url}/search?query=%20lawn%20`)).text();
    expect(imageLinks(searchPage)).toEqual([firstCard(results)]);
  });

  it('names no picture when the address filters the listing, nor for an unknown or malformed product', async () => {
    const filtered = await (await fetch(`${seeded.url}/search?query=lawn&sortBy=lowToHighPrice`)).text();
    expect(imageLinks(filtered)).toEqual([]);
    expect(filtered).toContain('search-s1.js');
    expect(imageLinks(await (await fetch(`${seeded.url}/search?query=zzzz-no-such-thing`)).text())).toEqual([]);

    const unknown = await fetch(`${seeded.url}/product/Any-Name/8e9a3eb0-4897-47bf-b264-999999999999`);
    expect(unknown.status).toBe(200);
    const document = await unknown.text();
    expect(imageLinks(document)).toEqual([]);
    expect(document).toContain('product-p1.js');
    const lastModified = unknown.headers.get('last-modified') ?? '';
    expect(lastModified).not.toBe('');
    const again = await fetch(`${seeded.url}/product/Any-Name/8e9a3eb0-4897-47bf-b264-999999999999`, {
      headers: { 'if-modified-since': lastModified },
    });
    expect(again.status).toBe(304);
    expect(imageLinks(await (await fetch(`${seeded.url}/product/Any-Name/42`)).text())).toEqual([]);
  });

  it('serves the page without a picture when the first answer cannot be read', async () => {
    const answer = await fetch(`${seeded.url}/api/v1/media/placeholder.svg?text=Lawn`);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
    const response = await fetch(`${seeded.url}/odd/Lawn`);
    expect(response.status).toBe(200);
    const document = await response.text();
    expect(document).toContain('odd-o1.js');
    expect(imageLinks(document)).toEqual([]);
  });
});
