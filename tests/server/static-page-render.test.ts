import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ID, MAX_SENT_ANSWERS_BYTES } from '../../packages/server/src/static/page-renderer';
import { AFTER_PAINT_HINTS_ID } from '../../packages/server/src/static/route-hints';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';

const html =
  '<!doctype html><html lang="en"><head><title>Sauda</title><meta name="description" content="The marketplace" /><script type="module" crossorigin src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>';

const hints = {
  everyPage: {
    modules: ['/assets/boot-b1.js'],
    fetches: ['/api/v1/items?perPage=30'],
    api: ['/assets/catalogue-clients-a1.js'],
  },
  routes: [
    {
      path: '/product/:name/:id',
      uuids: ['id'],
      modules: ['/assets/product-p1.js'],
      // Loaded by calls a rendered page makes later, if at all (a signed-in shopper's wishlist): never hinted.
      api: ['/assets/wishlist-clients-w1.js'],
      fetches: ['/api/v1/products/:id'],
      picture: 'gallery',
    },
    { path: '/cart', uuids: [], modules: ['/assets/cart-c1.js'], fetches: [] },
  ],
};

/**
 * A stand-in for the storefront's server renderer (`storefront/dist-ssr/entry-server.js`): it renders what the API it
 * is given answers, with a title and description of its own (none for `/untitled`), renders the cart in its loading
 * state (its code to start at once), leaves checkout to the browser, fails on `/broken` and answers in an older or
 * unknown shape on `/odd`. Other pages do not say when their code starts, as a renderer from before the cart did not.
 * `/answered` sends its answers along, with a product name that tries to end the script element they travel in;
 * `/answered/large` sends more than a page may carry.
 */
/** A product name that would end the element its page's answers travel in, were it written as it is. */
const HOSTILE = '</script><script>alert(1)</script><!-- \u2028 & \'quoted\' "too"';

const renderer = `
export function createPageRenderer(fetch) {
  return async (address) => {
    const url = new URL(address);
    const page = url.pathname + url.search;
    if (page.startsWith('/checkout')) return undefined;
    if (page === '/cart') return { body: '<main><h1>Loading cart</h1></main>', head: '', takeOver: 'at-once' };
    if (page.startsWith('/broken')) throw new Error('the render failed');
    if (page.startsWith('/answered')) {
      const name = page === '/answered/large' ? 'x'.repeat(${MAX_SENT_ANSWERS_BYTES}) : ${JSON.stringify(HOSTILE)};
      const answers = { '@"items",': [{ id: 'i-1', name: 'Power Banks' }], '@"product","p-1",': { name } };
      return { body: '<main><h1>' + page + '</h1></main>', head: '', answers, takeOver: 'after-paint' };
    }
    if (page === '/odd/string') return '<main>a renderer from before pages had heads</main>';
    if (page === '/odd/object') return { html: '<main>not a page</main>' };
    const { itemList } = await (await fetch('/api/v1/items?perPage=30', {})).json();
    const body = '<main><h1>Rendered ' + page + '</h1><p>' + itemList.length + ' categories</p></main>';
    if (page === '/untitled') return { body, head: '' };
    return {
      body,
      head: '<title>Prices $& more at ' + page + '</title><meta name="description" content="Shop ' + page + '"/>' +
        '<meta property="og:image" content="' + url.origin + '/uploads/p.webp"/>',
    };
  };
}
`;

let dir: string;
let server: TestServer;
const serverWith = (pageRendererFile: string) => startTestServer({ config: { staticDir: dir, pageRendererFile } });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sauda-render-'));
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'route-hints.json'), JSON.stringify(hints));
  writeFileSync(join(dir, 'renderer.mjs'), renderer);
  writeFileSync(join(dir, 'not-a-renderer.mjs'), 'export const answer = 42;\n');
  server = await serverWith(join(dir, 'renderer.mjs'));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return { response, document: await response.text() };
};
/** The document's head, up to `</head>`. */
const headOf = (document: string) => document.slice(0, document.indexOf('</head>'));
const template = (document: string) =>
  new RegExp(`<template id="${AFTER_PAINT_HINTS_ID}">(.*?)</template>`).exec(document)?.[1];

describe('a page the storefront’s renderer renders', () => {
  it('comes inside the root, rendered with the API’s own answers', async () => {
    const { itemList } = (await (await fetch(`${server.url}/api/v1/items?perPage=30`)).json()) as {
      itemList: unknown[];
    };
    const { document } = await get(server.url, '/faq?from=footer');
    expect(document).toContain(
      `<div id="root"><main><h1>Rendered /faq?from=footer</h1><p>${itemList.length} categories</p></main></div>`,
    );
  });

  it('has the page’s own title and meta tags in place of the document’s', async () => {
    const { document } = await get(server.url, '/faq');
    const head = headOf(document);
    expect(head).toContain('<title>Prices $& more at /faq</title><meta name="description" content="Shop /faq"/>');
    // Absolute against the address the browser asked for, so a shared link's picture loads.
    expect(head).toContain(`<meta property="og:image" content="${server.url}/uploads/p.webp"/>`);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).not.toContain('The marketplace');
  });

  it('keeps the document’s title and description when it names none', async () => {
    const { document } = await get(server.url, '/untitled');
    expect(document).toContain('<h1>Rendered /untitled</h1>');
    expect(headOf(document)).toContain('<title>Sauda</title><meta name="description" content="The marketplace" />');
  });

  it('names its code and first requests in a template for after the paint, and its picture in the head', async () => {
    const { products } = (await (await fetch(`${server.url}/api/v1/products?perPage=1`)).json()) as {
      products: { Id: string }[];
    };
    const { response, document } = await get(server.url, `/product/Any-Name/${products[0]!.Id}`);
    const deferred = template(document) ?? '';
    expect(deferred).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/boot-b1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/catalogue-clients-a1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/product-p1.js">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/v1/items?perPage=30">' +
        `<link rel="preload" as="fetch" crossorigin href="/api/v1/products/${products[0]!.Id}">`,
    );
    // Nothing but the picture starts before the paint.
    const head = headOf(document).replace(deferred, '');
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('as="fetch"');
    expect(head).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="[^"]+">/);
    // The page is data: sent again rather than answered 304 from a copy of older data.
    expect(response.headers.get('last-modified')).toBeNull();
  });

  it('rendered in its loading state (the cart): its code and first requests start with the page, after what paints it', async () => {
    const { document } = await get(server.url, '/cart');
    expect(document).toContain('<div id="root"><main><h1>Loading cart</h1></main></div>');
    expect(template(document)).toBeUndefined();
    expect(headOf(document)).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/boot-b1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/catalogue-clients-a1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/cart-c1.js">' +
        '<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/api/v1/items?perPage=30">',
    );
  });

  it('carries its answers after the root, as JSON no catalogue text can break out of; asks for none of them', async () => {
    const { document } = await get(server.url, '/answered');
    const open = `<script type="application/json" id="${FIRST_ANSWERS_ID}">`;
    expect(document).toContain(`<div id="root"><main><h1>/answered</h1></main></div>${open}`);
    const start = document.indexOf(open) + open.length;
    const text = document.slice(start, document.indexOf('</script>', start));
    // The element ends where the server ended it: the product's name opens and closes nothing.
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      '@"items",': [{ id: 'i-1', name: 'Power Banks' }],
      '@"product","p-1",': { name: HOSTILE },
    });
    // Its code comes after the paint; neither the requests nor the API's code do.
    expect(template(document)).toBe('<link rel="modulepreload" crossorigin href="/assets/boot-b1.js">');
  });

  it('leaves out answers larger than a page may carry, and names their requests and code instead', async () => {
    const { document } = await get(server.url, '/answered/large');
    expect(document).toContain('<div id="root"><main><h1>/answered/large</h1></main></div></body>');
    expect(document).not.toContain(FIRST_ANSWERS_ID);
    expect(template(document)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/boot-b1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/catalogue-clients-a1.js">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/v1/items?perPage=30">',
    );
  });

  it('is the browser’s to render when the renderer leaves it or fails: hints in the head, root empty', async () => {
    for (const path of ['/checkout', '/broken', '/odd/string', '/odd/object']) {
      const { document } = await get(server.url, path);
      expect(document).toContain('<div id="root"></div>');
      expect(headOf(document)).toContain('<title>Sauda</title>');
      expect(template(document)).toBeUndefined();
      expect(headOf(document)).toContain('<link rel="modulepreload" crossorigin href="/assets/boot-b1.js">');
    }
  });

  it('is the browser’s to render when the renderer module cannot be loaded', async () => {
    for (const file of ['not-a-renderer.mjs', 'missing.mjs']) {
      const other = await serverWith(join(dir, file));
      try {
        const { document } = await get(other.url, '/faq');
        expect(document).toContain('<div id="root"></div>');
        expect(headOf(document)).toContain('boot-b1.js');
      } finally {
        await other.close();
      }
    }
  });
});
