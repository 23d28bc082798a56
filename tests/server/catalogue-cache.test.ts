import { type IncomingHttpHeaders, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../packages/server/src/app';
import { testConfig } from '../../packages/server/src/config';
import { silentMailer } from '../../packages/server/src/mail/mailer';
import { listen, type RunningServer } from '../../packages/server/src/server';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import {
  call,
  catalogueLines,
  formOf,
  orderBody,
  postOrder,
  sendForm,
  signInDemo,
  signUpShopper,
  type Wire,
} from './helpers';
import { deliverTo } from './support/buyer';

let server: TestServer;
/** A second app on the same database, as a second server process would be. */
let twin: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
  twin = await listen(createApp({ db: server.db, mailer: silentMailer(), config: testConfig() }), 0, '127.0.0.1');
});
afterAll(async () => {
  await twin.close();
  await server.close();
});

/** A raw GET: status, headers and the body as text (fetch inflates gzip itself). */
async function get(path: string, headers: Record<string, string> = {}, base = server.url) {
  const response = await fetch(`${base}/api/v1${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A GET and the SQL statements it ran. */
async function measured(path: string) {
  const before = server.queryCount();
  const answer = await get(path);
  return { ...answer, queries: server.queryCount() - before };
}

/** A GET through node:http, which leaves a compressed body as it came. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${server.url}/api/v1${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** A write straight to the database, as an admin tool or a migration would make it. */
const write = (statement: string) => server.db.execute(statement);

/** One product of a listing, by id. */
const listed = async (path: string, id: string): Promise<Wire> =>
  (JSON.parse((await get(path)).text).products as Wire[]).find((product) => product.Id === id);

describe('cached catalogue answers', () => {
  let productId: string;
  beforeAll(async () => {
    productId = (await call(server, '/products?perPage=1')).body.products[0].Id;
  });

  it.each([
    ['a listing', () => '/products?perPage=200'],
    ['search results', () => '/products/search/result?query=lawn'],
    ['a deals list', () => '/products/under-1500/products?perPage=50'],
    ['a product page', () => `/products/${productId}`],
  ])('%s: asked again, the same bytes and ETag for one single-row read', async (_name, path) => {
    const first = await measured(path());
    const again = await measured(path());
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('etag')).toMatch(/^"[\w-]{20,}"$/);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.queries).toBe(1);
  });

  it('a query written differently but meaning the same shares one answer', async () => {
    const first = await get('/products');
    const again = await measured('/products?perPage=10&page=1');
    expect(again.text).toBe(first.text);
    expect(again.queries).toBe(1);
  });

  it('answers 304 with no body to a matching If-None-Match, strong or weak, and 200 to another tag', async () => {
    const { headers, text } = await get('/products?perPage=30');
    const etag = headers.get('etag')!;
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await get('/products?perPage=30', { 'if-none-match': tag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe('');
      expect(revalidated.headers.get('etag')).toBe(etag);
    }
    const changed = await get('/products?perPage=30', { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.text).toBe(text);
  });

  it('sends the same JSON gzipped to a client that accepts gzip, with the weak form of the ETag', async () => {
    const plain = await get('/products?perPage=100');
    for (let n = 0; n < 2; n++) {
      const zipped = await rawGet('/products?perPage=100', { 'accept-encoding': 'gzip, deflate' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(zipped.headers.etag).toBe(`W/${plain.headers.get('etag')}`);
      expect(gunzipSync(zipped.bytes).toString()).toBe(plain.text);
    }
  });

  it('keeps an empty page too: a search that finds nothing costs the database once', async () => {
    const first = await measured('/products/search/result?query=no-such-product-anywhere');
    const again = await measured('/products/search/result?query=no-such-product-anywhere');
    expect(JSON.parse(again.text)).toEqual({
      products: [],
      totalResults: 0,
      totalPages: 0,
      currentPage: 1,
      perPage: 200,
    });
    expect(again.text).toBe(first.text);
    expect(again.queries).toBe(1);
  });

  it('keeps refusing bad input with the same 400 message', async () => {
    for (let n = 0; n < 2; n++) {
      const { status, text } = await get('/products?perPage=0');
      expect(status).toBe(400);
      expect(JSON.parse(text)).toEqual({ message: 'perPage must be at least 1', code: 'validation_failed' });
    }
  });
});

describe('a write to the catalogue shows in the very next answer', () => {
  let product: Wire;
  let listing: string;
  beforeAll(async () => {
    product = JSON.parse((await get('/products?perPage=1')).text).products[0];
    listing = `/products?shopId=${product.ShopId}&perPage=1000`;
  });

  it('a review moves the rating on the product page and in listings', async () => {
    const shopper = await signUpShopper(server, 71);
    await deliverTo(server, shopper, product.Id);
    const page = await get(`/products/${product.Id}`);
    const before = await listed(listing, product.Id);
    const form = formOf({ userId: shopper.userId, rating: '0.5', comment: 'Faded after one wash.' });
    const sent = await sendForm(server, `/reviews/product/${product.Id}/review`, form, { token: shopper.token });
    expect(sent.status).toBe(201);

    const reviews = (await call(server, `/reviews/product/${product.Id}/reviews`)).body as Wire[];
    const average = Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10;
    const rating = { RatingsCount: before.RatingsCount + 1, AverageRating: average, averageRating: average };
    const after = await get(`/products/${product.Id}`);
    expect(after.headers.get('etag')).not.toBe(page.headers.get('etag'));
    expect(JSON.parse(after.text)).toMatchObject(rating);
    expect(await listed(listing, product.Id)).toMatchObject(rating);
  });

  it('a product renamed, a price or stock changed, a shop renamed: each shows at once', async () => {
    await get(`/products/${product.Id}`);
    await write(`UPDATE products SET name = 'Renamed Lawn Suit' WHERE id = '${product.Id}'`);
    expect((await listed(listing, product.Id)).Name).toBe('Renamed Lawn Suit');
    expect(JSON.parse((await get(`/products/${product.Id}`)).text).Name).toBe('Renamed Lawn Suit');

    const all = JSON.parse((await get('/products?perPage=1000')).text).products as Wire[];
    const colour = all.find((entry) => entry.colorVariants.length > 0).colorVariants[0];
    await write(`UPDATE product_color_variants SET price = price + 111, stock = stock + 5 WHERE id = '${colour.id}'`);
    const sized = all.find((entry) => entry.variants.length > 0).variants[0];
    await write(`UPDATE product_variants SET variant_color = 'Teal' WHERE id = '${sized.Id}'`);
    const now = JSON.parse((await get('/products?perPage=1000')).text).products as Wire[];
    expect(now.find((entry) => entry.Id === colour.productid).colorVariants[0]).toMatchObject({
      price: colour.price + 111,
      stock: colour.stock + 5,
    });
    expect(now.find((entry) => entry.Id === sized.ProductId).variants[0].VariantColor).toBe('Teal');

    await write(`UPDATE shops SET name = 'Renamed Shop' WHERE id = '${product.ShopId}'`);
    expect((await listed(listing, product.Id)).ShopName).toBe('Renamed Shop');
  });

  it('a search answer follows a rename that makes a product match', async () => {
    const path = '/products/search/result?query=zz-unique-lawn';
    expect(JSON.parse((await get(path)).text).totalResults).toBe(0);
    await write(`UPDATE products SET name = 'ZZ-Unique-Lawn Kurta' WHERE id = '${product.Id}'`);
    const found = JSON.parse((await get(path)).text);
    expect(found.totalResults).toBe(1);
    expect(found.products[0].Id).toBe(product.Id);
  });

  it('an order changes nothing a listing shows, so the kept answer still serves', async () => {
    const demo = await signInDemo(server);
    const [line] = (await catalogueLines(server, { count: 1 })).colour;
    const before = await measured('/products?perPage=200');
    expect((await postOrder(server, demo.token, orderBody(demo.userId, [[line!, 1]]))).status).toBe(201);
    const after = await measured('/products?perPage=200');
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
    expect(after.queries).toBe(1);
  });

  it('another server process on the same database answers the write too', async () => {
    const path = `/products/${product.Id}`;
    const seen = JSON.parse((await get(path, {}, twin.url)).text);
    await get(path);
    await write(`UPDATE products SET description = description || ' Now lined.' WHERE id = '${product.Id}'`);
    expect(JSON.parse((await get(path, {}, twin.url)).text).Description).toBe(`${seen.Description} Now lined.`);
    expect(JSON.parse((await get(path)).text).Description).toBe(`${seen.Description} Now lined.`);
  });
});

describe('the cache protects the database', () => {
  it('requests that miss one key together run its statements once', async () => {
    const path = '/listing?deal=superdeals&sortBy=lowToHighPrice&perPage=17';
    const before = server.queryCount();
    const answers = await Promise.all(Array.from({ length: 16 }, () => get(path)));
    const queries = server.queryCount() - before;
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // At most one single-row generation read per request, and the listing's own statements once in all (16 requests
    // each reading for themselves would run them 16 times).
    const alone = await measured('/listing?deal=superdeals&sortBy=lowToHighPrice&perPage=18');
    const statements = alone.queries - 1;
    expect(statements).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(16 + statements);
  });

  it('a review leaves kept listings that do not show the product as they are, and renews those that do', async () => {
    const all = JSON.parse((await get('/products?perPage=1000')).text).products as Wire[];
    const product = all[all.length - 1];
    const showing = `/products?shopId=${product.ShopId}&perPage=1000`;
    const other = all.find((entry) => entry.ShopId !== product.ShopId);
    const notShowing = `/products?shopId=${other.ShopId}&perPage=1000`;
    // Only a buyer may review; the purchase comes before the listings are kept.
    const shopper = await signUpShopper(server, 72);
    await deliverTo(server, shopper, product.Id);
    const before = { showing: await get(showing), notShowing: await get(notShowing) };

    const form = formOf({ userId: shopper.userId, rating: '5', comment: 'Stitching is neat.' });
    expect(
      (await sendForm(server, `/reviews/product/${product.Id}/review`, form, { token: shopper.token })).status,
    ).toBe(201);

    const kept = await measured(notShowing);
    expect(kept.headers.get('etag')).toBe(before.notShowing.headers.get('etag'));
    expect(kept.queries).toBe(2); // the generation, then the ratings of the products it shows
    const again = await measured(notShowing);
    expect(again.queries).toBe(1);
    const renewed = await get(showing);
    expect(renewed.headers.get('etag')).not.toBe(before.showing.headers.get('etag'));
    const shown = (JSON.parse(renewed.text).products as Wire[]).find((entry) => entry.Id === product.Id);
    expect(shown.RatingsCount).toBe(product.RatingsCount + 1);
  });
});
