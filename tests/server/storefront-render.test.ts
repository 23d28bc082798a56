import { categoryPath, productPath } from '@sauda/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '../../packages/server/src/static/page-renderer';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { createPageRenderer, type PageRenderer } from '../../storefront/src/entry-server';

interface WireProduct {
  Id: string;
  Name: string;
}

let server: TestServer;
let renderer: PageRenderer;
/** The HTML of the page at `path` rendered, if the renderer renders it. */
const render = async (path: string) => (await renderer(path))?.body;
/** The head of the page at `path` rendered, as the browser asked for it at `shop.example`. */
const headOf = async (path: string) => (await renderer(`https://shop.example${path}`))?.head ?? '';
/** The title and the content of each meta tag in a rendered head, by name or property. */
const metaOf = (head: string) => ({
  title: text(/<title>(.*?)<\/title>/.exec(head)?.[1] ?? ''),
  ...Object.fromEntries(
    [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/>/g)].map(([, key, value]) => [
      key,
      text(value!),
    ]),
  ),
});
let asked: string[];
const api = async <T>(path: string): Promise<T> => (await fetch(`${server.url}/api/v1${path}`)).json() as Promise<T>;
/** Text as the browser shows it: tags dropped, React's text separators and entities undone. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's main heading, as text. */
const heading = (html: string | undefined) => text(/<h1[^>]*>(.*?)<\/h1>/.exec(html ?? '')?.[1] ?? '').trim();

beforeAll(async () => {
  server = await startTestServer();
  // The server and the storefront are built apart; this is where their two types of the renderer must agree.
  renderer = createPageRenderer((path, init) => {
    asked.push(path);
    return fetch(`${server.url}${path}`, init);
  }) satisfies RenderPage;
});
afterAll(() => server.close());

describe('the storefront rendered on the server (entry-server)', () => {
  it('a category: its name and its products, with the header’s categories, from its first requests', async () => {
    asked = [];
    const { itemList } = await api<{ itemList: WireProduct[] }>('/items?perPage=30');
    const category = itemList.find((item) => item.Name === "Men's Kurta Shalwar")!;
    const { products } = await api<{ products: WireProduct[] }>(`/listing?itemsCategoryId=${category.Id}`);
    const page = text((await render(categoryPath(category.Name, category.Id))) ?? '');
    expect(page).toContain(category.Name);
    expect(page).toContain(products[0]!.Name);
    // The listing's first page, as the browser's listing hook asks for it.
    const first = ['/api/v1/items?perPage=30', `/api/v1/listing?itemsCategoryId=${category.Id}&perPage=24`];
    expect(asked.sort()).toEqual([...first].sort());
  });

  it('home, a product, search results and an information page, as the browser would first show them', async () => {
    const { products } = await api<{ products: WireProduct[] }>('/products?perPage=20');
    // All of 'Just For You', not a first page of it: the footer below stays where it is, and without scripts every
    // card is there.
    const home = text((await render('/')) ?? '');
    expect(products).toHaveLength(20);
    for (const product of products) expect(home).toContain(product.Name);

    const product = text((await render(productPath(products[3]!.Name, products[3]!.Id))) ?? '');
    expect(product).toContain(products[3]!.Name);
    expect(product).toMatch(/Rs\.? ?[\d,]+/);

    const search = text((await render('/search?query=%20lawn%20')) ?? '');
    expect(search).toContain('Search Results for "lawn"');

    expect(text((await render('/faq')) ?? '')).toContain('Frequently Asked Questions');
  });

  it('names each page’s title, description and picture for its head, as the page sets them in the browser', async () => {
    const { products } = await api<{ products: (WireProduct & { Image: string })[] }>('/products?perPage=1');
    const product = products[0]!;
    const detail = await api<{ Images: string[] | null; Image: string }>(`/products/${product.Id}`);
    const picture = new URL(detail.Images?.[0] ?? detail.Image, 'https://shop.example').href;
    expect(metaOf(await headOf(productPath(product.Name, product.Id)))).toMatchObject({
      title: `${product.Name} - Sauda`,
      'og:title': `${product.Name} - Sauda`,
      'og:image': picture,
      'twitter:card': 'summary_large_image',
      'twitter:image': picture,
    });

    const search = metaOf(await headOf('/search?query=lawn'));
    expect(search).toMatchObject({ title: 'Search Results for "lawn" - Sauda', 'twitter:card': 'summary' });
    expect(search.description).toBeTruthy();
    expect(search.description).toBe(search['og:description']);
    // A page without a picture names none.
    expect(search).not.toHaveProperty('og:image');
    expect(metaOf(await headOf('/faq')).title).toMatch(/ - Sauda$/);
  });

  it('whole pages start their code after the paint; the cart, rendered in its loading state, at once', async () => {
    expect((await renderer('/'))?.takeOver).toBe('after-paint');
    expect((await renderer('/faq'))?.takeOver).toBe('after-paint');
    // The server cannot read the shopper's cart: the page shows its heading and a busy list of no lines, never an
    // empty cart.
    const cart = await renderer('/cart');
    expect(cart?.takeOver).toBe('at-once');
    expect(heading(cart?.body)).toBe('Shopping Cart');
    expect(cart?.body).toContain('aria-busy="true"');
    expect(text(cart?.body ?? '')).toContain('Loading your cart');
    expect(text(cart?.body ?? '')).not.toContain('Your Cart is Empty');
    // A browser with scripts turned off shows what `noscript` holds (Playwright's cannot: it runs no scripts, but
    // parses the page as one that does).
    expect(text(/<noscript>(.*?)<\/noscript>/.exec(cart?.body ?? '')?.[1] ?? '').trim()).toBe(
      'Your cart is kept in this browser: turn on JavaScript to see it and check out.',
    );
    expect(metaOf(cart?.head ?? '').title).toBe('Your Cart - Sauda');
  });

  it('sends a page’s answers along, as the browser’s hooks will read them, a listing’s first page too', async () => {
    const [product] = (await api<{ products: WireProduct[] }>('/products?perPage=1')).products;
    const answersOf = async (path: string) => (await renderer(path))?.answers;
    const home = await answersOf('/');
    const detail = await answersOf(productPath(product!.Name, product!.Id));
    // Under the SWR keys the page's hooks read: the header's categories, then the page's own request.
    expect(Object.keys(home ?? {})).toHaveLength(2);
    // Home's 'Just For You' is the first page of the newest products (its hook's list of one page), without facets.
    expect(Object.values(home ?? {})[1]).toEqual([
      expect.objectContaining({
        products: expect.arrayContaining([expect.objectContaining({ id: product!.Id })]),
        facets: null,
      }),
    ]);
    expect(Object.values(detail ?? {})[1]).toMatchObject({ id: product!.Id, name: product!.Name });
    // Sent as JSON, they come back as they were.
    expect(JSON.parse(JSON.stringify(detail))).toEqual(detail);
    expect(Object.keys((await answersOf('/cart')) ?? {})).toHaveLength(1);
    const { itemList } = await api<{ itemList: { Id: string; Name: string }[] }>('/items?perPage=30');
    for (const listing of [
      categoryPath(itemList[0]!.Name, itemList[0]!.Id),
      '/search?query=kurta',
      '/products/superdeals?sortBy=topRated',
    ]) {
      const answers = (await renderer(listing))?.answers ?? {};
      // The listing hook (SWR infinite) reads its pages under its own name: a list of one page of at most 24.
      const [name, pages] = Object.entries(answers)[1] ?? [];
      expect({ listing, name: name?.startsWith('$inf$'), pages: (pages as { products: unknown[] }[]).length }).toEqual({
        listing,
        name: true,
        pages: 1,
      });
      expect((pages as { products: unknown[] }[])[0]!.products.length).toBeLessThanOrEqual(24);
    }
  });

  it('leaves to the browser what depends on the shopper or did not answer', async () => {
    for (const path of ['/checkout', '/user/account', '/user/orders', '/no/such/page/here']) {
      expect({ path, html: await render(path) }).toEqual({ path, html: undefined });
    }
    // A product that does not exist, and a category id that is not one.
    expect(await render('/product/Gone/8e9a3eb0-4897-47bf-b264-999999999999')).toBeUndefined();
    expect(await render('/shoes/not-a-uuid')).toBeUndefined();
  });

  it('keeps one render’s data from another’s', async () => {
    const { products } = await api<{ products: WireProduct[] }>('/products?perPage=2');
    const [first, second] = [products[0]!, products[1]!];
    const [one, two] = await Promise.all([
      renderer(productPath(first.Name, first.Id)),
      renderer(productPath(second.Name, second.Id)),
    ]);
    expect(heading(one?.body)).toBe(first.Name);
    expect(heading(two?.body)).toBe(second.Name);
  });

  it('shows a hostile product name as text', async () => {
    const payload = '<script>alert("name")</script><img src=x onerror=alert(1)>';
    const hostile = createPageRenderer(async (path, init) => {
      const answer = await fetch(`${server.url}${path}`, init);
      if (!path.startsWith('/api/v1/listing?')) return answer;
      const body = (await answer.json()) as { products: WireProduct[] };
      body.products = body.products.map((product) => ({ ...product, Name: payload }));
      return Response.json(body);
    });
    const html = (await hostile('/'))?.body ?? '';
    expect(text(html)).toContain(payload);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
  });

  it('writes a hostile product name into the head as text', async () => {
    const payload = '</title><script>alert("name")</script><meta name="robots" content="noindex">';
    const hostile = createPageRenderer(async (path, init) => {
      const answer = await fetch(`${server.url}${path}`, init);
      if (!/^\/api\/v1\/products\/[\w-]+$/.test(path)) return answer;
      return Response.json({ ...((await answer.json()) as object), Name: payload, Description: payload });
    });
    const { products } = await api<{ products: WireProduct[] }>('/products?perPage=1');
    const head = (await hostile(productPath(products[0]!.Name, products[0]!.Id)))?.head ?? '';
    expect(metaOf(head)).toMatchObject({ title: `${payload} - Sauda`, description: payload });
    expect(head).not.toContain('<script>');
    expect(head).not.toContain('name="robots"');
    expect(head.match(/<\/title>/g)).toHaveLength(1);
  });
});
