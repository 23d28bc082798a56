import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call, type Wire } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('items and categories', () => {
  it('lists 30 items categories with images', async () => {
    const { status, body } = await call(server, '/items?perPage=30');
    expect(status).toBe(200);
    expect(body.itemList).toHaveLength(30);
    expect(body.itemList[0]).toMatchObject({
      Id: expect.any(String),
      Name: expect.any(String),
      Image: expect.any(String),
    });
    expect(body.totalPages).toBe(1);
  });

  it('pages items and answers an empty page past the end', async () => {
    expect((await call(server, '/items')).body.itemList).toHaveLength(30);
    expect((await call(server, '/items?perPage=10&page=3')).body.itemList).toHaveLength(10);
    const past = await call(server, '/items?perPage=10&page=9');
    expect(past.status).toBe(200);
    expect(past.body.itemList).toEqual([]);
  });

  it('rejects bad paging', async () => {
    const { status, body } = await call(server, '/items?page=0');
    expect(status).toBe(400);
    expect(body.message).toBe('page must be at least 1');
  });

  it('lists top categories (default 10 per page) and filters by name', async () => {
    const all = await call(server, '/category?perPage=20');
    expect(all.body.categoryList.length).toBeGreaterThanOrEqual(8);
    const fashion = await call(server, '/category?name=fashion');
    expect(fashion.body.categoryList.map((category: { Name: string }) => category.Name).sort()).toEqual([
      'Fashion',
      'Kids Fashion',
    ]);
  });
});

describe('filter lists', () => {
  it('brands are distinct by name, with and without a trailing slash', async () => {
    const { status, body } = await call(server, '/brands');
    expect(status).toBe(200);
    const names = body.map((brand: { Name: string }) => brand.Name);
    expect(new Set(names).size).toBe(names.length);
    expect((await call(server, '/brands/')).body).toHaveLength(names.length);
  });

  it('colours and sizes are { Id, Name } lists', async () => {
    expect((await call(server, '/colors')).body[0]).toEqual({ Id: expect.any(Number), Name: expect.any(String) });
    const sizes = (await call(server, '/sizes')).body.map((size: { Name: string }) => size.Name);
    expect(sizes).toContain('M');
  });
});

describe('products', () => {
  it('lists a category with ratings and variants', async () => {
    const items = (await call(server, '/items?perPage=30')).body.itemList;
    const fashion = items.find((item: { Name: string }) => item.Name === "Men's Kurta Shalwar");
    const { status, body } = await call(server, `/products?itemsCategoryId=${fashion.Id}&perPage=200`);
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThan(10);
    const product = body.products[0];
    expect(product).toMatchObject({ ItemsCategoryId: fashion.Id, CatName: 'fashion', ShopName: expect.any(String) });
    expect(product.variants[0].Sizes[0]).toMatchObject({ size: 'S', price: expect.any(Number) });
    expect(product.colorVariants).toEqual([]);
    expect(body.currentPage).toBe(1);
  });

  it('lists a shop with status=pending and 200 [] for an unknown shop', async () => {
    const first = (await call(server, '/products?perPage=1')).body.products[0];
    const shop = await call(server, `/products?perPage=1000&status=pending&shopId=${first.ShopId}`);
    expect(shop.body.products.every((product: { ShopId: string }) => product.ShopId === first.ShopId)).toBe(true);
    const empty = await call(server, `/products?shopId=${MISSING}`);
    expect(empty).toMatchObject({ status: 200, body: { products: [], totalPages: 0 } });
  });

  it('rejects a malformed id filter instead of ignoring it', async () => {
    const { status, body } = await call(server, '/products?itemsCategoryId=abc');
    expect(status).toBe(400);
    expect(body.message).toBe('Invalid itemsCategoryId format');
  });

  it('pages 1,500 products newest first', async () => {
    const { body } = await call(server, '/products?perPage=100&page=2');
    expect(body.totalPages).toBe(15);
    const dates = body.products.map((product: { CreatedAt: string }) => product.CreatedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('shows one product with colorVariants only when it has no size variants', async () => {
    const listed = (await call(server, '/products/search/result?query=smartphone&perPage=1')).body.products[0];
    const { status, body } = await call(server, `/products/${listed.Id.toUpperCase()}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ Id: listed.Id, QuestionCount: 0, variants: [] });
    expect(body.colorVariants.length).toBeGreaterThan(0);
    const kurta = (await call(server, '/products/search/result?query=kurta&perPage=1')).body.products[0];
    expect((await call(server, `/products/${kurta.Id}`)).body).not.toHaveProperty('colorVariants');
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect(await call(server, '/products/nope')).toEqual({
      status: 400,
      body: { message: 'Invalid id format', code: 'invalid_id' },
    });
    expect(await call(server, `/products/${MISSING}`)).toEqual({
      status: 404,
      body: { message: 'Product not found', code: 'product_not_found' },
    });
  });
});

describe('search', () => {
  it('matches product, brand and category names case-insensitively, best matches first', async () => {
    const { status, body } = await call(server, '/products/search/result?query=LAWN');
    expect(status).toBe(200);
    expect(body.totalResults).toBeGreaterThan(0);
    expect(body.products[0].Name.toLowerCase()).toContain('lawn');
    const brand = await call(server, '/products/search/result?query=khaadi');
    expect(brand.body.products.every((product: { Brand: string }) => /khaadi/i.test(product.Brand))).toBe(true);
    const category = await call(server, '/products/search/result?query=cricket gear');
    expect(category.body.products[0].ItemsCategoryName).toBe('Cricket Gear');
  });

  it('answers 200 with [] when nothing matches, and treats % literally', async () => {
    expect((await call(server, '/products/search/result?query=zzzqqq')).body).toMatchObject({
      products: [],
      totalResults: 0,
      totalPages: 0,
    });
    expect((await call(server, '/products/search/result?query=%25%25')).body.products).toEqual([]);
  });

  it('an empty query matches everything (200 per page by default)', async () => {
    const { body } = await call(server, '/products/search/result?query=');
    expect(body.products).toHaveLength(200);
    expect(body.totalResults).toBe(1500);
  });
});

describe('deals', () => {
  const price = (product: Wire) => product.colorVariants[0] ?? product.variants[0].Sizes[0];

  it('under Rs 1,500 by displayed price', async () => {
    const { status, body } = await call(server, '/products/under-1500/products?perPage=1000');
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((product: Wire) => price(product).price < 1500)).toBe(true);
  });

  it('20 %+ and 50 %+ discounts', async () => {
    const twenty = (await call(server, '/products/twenty-percent/products-with-discount?perPage=1000')).body.products;
    const fifty = (await call(server, '/products/fifty-percent/products-with-discount?perPage=1000')).body.products;
    expect(twenty.every((product: Wire) => price(product).discount >= 20)).toBe(true);
    expect(fifty.every((product: Wire) => price(product).discount >= 50)).toBe(true);
    expect(fifty.length).toBeGreaterThan(0);
    expect(twenty.length).toBeGreaterThan(fifty.length);
  });

  it('rejects a bad perPage', async () => {
    expect((await call(server, '/products/under-1500/products?perPage=x')).status).toBe(400);
  });
});

describe('shops and reviews', () => {
  it('shows a shop with its product count', async () => {
    const product = (await call(server, '/products?perPage=1')).body.products[0];
    const { status, body } = await call(server, `/shops/${product.ShopId}`);
    expect(status).toBe(200);
    const listed = await call(server, `/products?shopId=${product.ShopId}&perPage=1000`);
    expect(body).toMatchObject({
      Id: product.ShopId,
      Name: product.ShopName,
      ProductCount: listed.body.products.length,
    });
    expect(body.OwnerName).toEqual(expect.any(String));
    expect(await call(server, `/shops/${MISSING}`)).toEqual({
      status: 404,
      body: { message: 'Shop not found', code: 'shop_not_found' },
    });
    expect((await call(server, '/shops/x')).status).toBe(400);
  });

  it('lists reviews newest first with half-step ratings matching the product average', async () => {
    const { body } = await call(server, '/products/search/result?query=&perPage=200');
    const reviewed = body.products.find((product: Wire) => product.RatingsCount >= 2);
    const reviews = await call(server, `/reviews/product/${reviewed.Id}/reviews`);
    expect(reviews.status).toBe(200);
    expect(reviews.body).toHaveLength(reviewed.RatingsCount);
    expect(reviews.body.every((review: Wire) => Number.isInteger(review.rating * 2))).toBe(true);
    const average = reviews.body.reduce((sum: number, review: Wire) => sum + review.rating, 0) / reviews.body.length;
    expect(reviewed.AverageRating).toBeCloseTo(average, 1);
    expect(await call(server, `/reviews/product/${MISSING}/reviews`)).toEqual({
      status: 404,
      body: { message: 'Product not found.', code: 'product_not_found' },
    });
    expect((await call(server, '/reviews/product/x/reviews')).status).toBe(400);
  });
});

describe('media', () => {
  it('draws old placeholder URLs as SVG and escapes the text', async () => {
    const response = await fetch(`${server.url}/api/v1/media/placeholder.svg?text=%3Cb%3E&color=112233`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('&#60;b&#62;');
    expect((await fetch(`${server.url}/api/v1/media/placeholder.svg?color=red`)).status).toBe(400);
  });

  it("serves every seeded product's pictures as raster images, the same bytes each time, at the widths it offers", async () => {
    const { body } = await call(server, '/products?perPage=5');
    for (const product of body.products as { Images: string[] }[]) {
      for (const url of product.Images) {
        expect(url).toMatch(/^\/api\/v1\/media\/demo\/[a-zA-Z]+\.[a-z-]+\.[12]$/);
        const picture = await fetch(`${server.url}${url}`, { headers: { accept: 'image/webp,*/*' } });
        expect(picture.status).toBe(200);
        expect(picture.headers.get('content-type')).toBe('image/webp');
        expect(picture.headers.get('cache-control')).toContain('immutable');
        expect(
          Buffer.from(await picture.arrayBuffer())
            .subarray(8, 12)
            .toString(),
        ).toBe('WEBP');
      }
    }
    const bytes = async (file: string) =>
      Buffer.from(await (await fetch(`${server.url}/api/v1/media/demo/${file}`)).arrayBuffer());
    const small = await bytes('phone.navy-blue.1.240.jpg');
    expect(small.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(await bytes('phone.navy-blue.1.240.jpg')).toEqual(small);
    for (const file of [
      'spaceship.red.1.600.webp',
      'phone.red.1.601.webp',
      'phone.red.3.600.webp',
      'phone.red.1.600.gif',
    ]) {
      expect((await fetch(`${server.url}/api/v1/media/demo/${file}`)).status, file).toBe(404);
    }
  });
});
