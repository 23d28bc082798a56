import { productListAnswerSchema, toProducts } from '@sauda/api';
import {
  type ListingFilters,
  type Product,
  applyFilters,
  displayedPriceValue,
  productHasColor,
  productHasSize,
} from '@sauda/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { FACET_SAMPLE } from '../../packages/server/src/catalogue/listing/facets';
import { uniformAbuseLimits } from '../../packages/server/src/security/abuse-limits';
import { call, type Wire } from './helpers';

let server: TestServer;
/** The whole demo catalogue, read through the legacy call, as the browser-side rules see it. */
let catalogue: Product[];
let wire: Wire[];
let fashionItemId: string;

beforeAll(async () => {
  server = await startTestServer();
  const pages = await Promise.all([1, 2].map((page) => call(server, `/products?perPage=1000&page=${page}`)));
  wire = pages.flatMap((page) => page.body.products);
  catalogue = toProducts(productListAnswerSchema.parse({ products: wire }).products);
  const items = (await call(server, '/items?perPage=30')).body.itemList;
  fashionItemId = items.find((item: { Name: string }) => item.Name === "Men's Kurta Shalwar").Id;
});
afterAll(() => server.close());

/** Every page of a listing, following its cursors: the products in order and the first page's answer. */
async function walk(query: string) {
  const first = await call(server, `/listing?${query}`);
  expect(first.status).toBe(200);
  const products: Wire[] = [...first.body.products];
  let cursor: string | null = first.body.nextCursor;
  while (cursor) {
    const next = await call(server, `/listing?${query}&cursor=${encodeURIComponent(cursor)}`);
    expect(next.status).toBe(200);
    expect(next.body.facets).toBeNull();
    products.push(...next.body.products);
    cursor = next.body.nextCursor;
  }
  return { first: first.body, products };
}

const ids = (products: readonly { Id?: string; id?: string }[]) => products.map((product) => product.Id ?? product.id);
const sorted = (list: (string | undefined)[]) => [...list].sort();

describe('GET /listing pages', () => {
  it('answers 24 products a page by default, with a cursor to the next, the exact total and the facets', async () => {
    const { body } = await call(server, `/listing?itemsCategoryId=${fashionItemId}`);
    const inCategory = catalogue.filter((product) => product.itemsCategoryId === fashionItemId);
    expect(body.products).toHaveLength(24);
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body).toMatchObject({ total: inCategory.length, totalIsExact: true });
    expect(body.facets.exact).toBe(true);
    const brandTotal = body.facets.brands.reduce((sum: number, option: { count: number }) => sum + option.count, 0);
    expect(brandTotal).toBe(inCategory.length);
  });

  it('counts a listing without filters exactly however big; with a price bound, up to 1,000 and then says "more"', async () => {
    expect((await call(server, '/listing')).body).toMatchObject({ total: 1500, totalIsExact: true });
    const everything = await call(server, '/listing?maxPrice=10000000');
    expect(everything.body).toMatchObject({ total: 1000, totalIsExact: false });
    expect(everything.body.facets.exact).toBe(false);
    expect(everything.body.products).toHaveLength(24);
  });

  it('walks the whole catalogue newest first, each product once', async () => {
    const { products } = await walk('perPage=100');
    expect(products).toHaveLength(1500);
    expect(new Set(ids(products)).size).toBe(1500);
    const dates = products.map((product) => product.CreatedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it.each([
    ['lowToHighPrice', (a: Product, b: Product) => displayedPriceValue(a) - displayedPriceValue(b)],
    ['highToLowPrice', (a: Product, b: Product) => displayedPriceValue(b) - displayedPriceValue(a)],
  ] as const)('sorts a category by %s over all of it, not a first batch', async (sortBy, compare) => {
    const { products } = await walk(`itemsCategoryId=${fashionItemId}&sortBy=${sortBy}&perPage=7`);
    const expected = catalogue.filter((product) => product.itemsCategoryId === fashionItemId).sort(compare);
    expect(products.map((product) => product.Price)).toEqual(expected.map(displayedPriceValue));
    expect(sorted(ids(products))).toEqual(sorted(ids(expected)));
  });

  it('sorts by discount and by rating, highest first', async () => {
    const discount = (await walk('sortBy=highToLowDiscount&perPage=100')).products.map((product) => product.Discount);
    expect(discount).toEqual([...discount].sort((a, b) => b - a));
    const rated = (await walk('sortBy=topRated&perPage=100')).products;
    const keys = rated.map((product) => [product.AverageRating, product.RatingsCount] as const);
    for (let n = 1; n < keys.length; n++) {
      const [before, after] = [keys[n - 1]!, keys[n]!];
      expect(before[0] > after[0] || (before[0] === after[0] && before[1] >= after[1])).toBe(true);
    }
  });
});

describe('GET /listing filters and facets agree with the catalogue', () => {
  const cases: [string, () => string, () => ListingFilters & { itemsCategoryId?: string }][] = [
    ['a brand', () => 'brand=Khaadi', () => ({ brand: 'Khaadi' })],
    ['a colour, in any case', () => 'color=navy%20blue', () => ({ color: 'Navy Blue' })],
    [
      'a size in a fashion category',
      () => `itemsCategoryId=${fashionItemId}&size=XL`,
      () => ({ size: 'XL', itemsCategoryId: fashionItemId }),
    ],
    ['a price range', () => 'minPrice=1000&maxPrice=2500', () => ({ minPrice: 1000, maxPrice: 2500 })],
    ['a minimum rating', () => 'rating=4', () => ({ rating: 4 })],
    [
      'several at once',
      () => `itemsCategoryId=${fashionItemId}&maxPrice=6000&rating=3`,
      () => ({ maxPrice: 6000, rating: 3, itemsCategoryId: fashionItemId }),
    ],
  ];

  it('counts several brands, named in any case, as the catalogue holds them (a kept count, not capped)', async () => {
    const [khaadi, other] = ['Khaadi', catalogue.find((product) => product.brand !== 'Khaadi')!.brand];
    const expected = catalogue.filter((product) => product.brand === khaadi || product.brand === other);
    const query = `brand=${encodeURIComponent(khaadi.toUpperCase())}&brand=${encodeURIComponent(` ${other} `)}`;
    const { first, products } = await walk(`${query}&perPage=100`);
    expect(sorted(ids(products))).toEqual(sorted(ids(expected)));
    expect(first).toMatchObject({ total: expected.length, totalIsExact: true });
  });

  it.each(cases)('%s: the same products, total and facet counts as the rules compute', async (_name, query, rules) => {
    const { itemsCategoryId, ...filters } = rules();
    const source = catalogue.filter((product) => !itemsCategoryId || product.itemsCategoryId === itemsCategoryId);
    const expected = applyFilters(source, filters);
    expect(expected.length).toBeGreaterThan(0);
    const { first, products } = await walk(`${query()}&perPage=100`);
    expect(sorted(ids(products))).toEqual(sorted(ids(expected)));
    expect(first).toMatchObject({ total: expected.length, totalIsExact: true });

    const brands = new Map<string, number>();
    for (const product of expected) brands.set(product.brand, (brands.get(product.brand) ?? 0) + 1);
    const counted = new Map<string, number>(first.facets.brands.map((option: Wire) => [option.value, option.count]));
    const prices = expected.map(displayedPriceValue);
    if (expected.length <= FACET_SAMPLE) {
      expect(first.facets.exact).toBe(true);
      expect(counted).toEqual(brands);
      expect(first.facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    } else {
      // A sample of the first FACET_SAMPLE matches: every option is a real one, never counted more than it has.
      expect(first.facets.exact).toBe(false);
      for (const [brand, count] of counted) expect(count).toBeLessThanOrEqual(brands.get(brand) ?? 0);
      expect([...counted.values()].reduce((sum, count) => sum + count, 0)).toBe(FACET_SAMPLE + 1);
      expect(first.facets.price.min).toBeGreaterThanOrEqual(Math.min(...prices));
      expect(first.facets.price.max).toBeLessThanOrEqual(Math.max(...prices));
    }
  });

  it('counts each colour and size once per product that has it', async () => {
    const { body } = await call(server, `/listing?itemsCategoryId=${fashionItemId}`);
    const inCategory = catalogue.filter((product) => product.itemsCategoryId === fashionItemId);
    for (const option of body.facets.sizes as { value: string; count: number }[]) {
      const having = applyFilters(inCategory, { size: option.value });
      expect(option.count, option.value).toBe(having.length);
    }
    for (const option of body.facets.colors as { value: string; count: number }[]) {
      expect(option.count, option.value).toBe(applyFilters(inCategory, { color: option.value }).length);
    }
  });

  it('lists each deal as the legacy deal calls do', async () => {
    const deals = [
      ['under-1500', '/products/under-1500/products?perPage=1000'],
      ['superdeals', '/products/twenty-percent/products-with-discount?perPage=1000'],
      ['bundle-deals', '/products/fifty-percent/products-with-discount?perPage=1000'],
    ];
    for (const [deal, legacy] of deals) {
      const { products } = await walk(`deal=${deal}&perPage=100`);
      expect(sorted(ids(products)), deal).toEqual(sorted(ids((await call(server, legacy!)).body.products)));
    }
  });
});

describe('GET /listing without filters or search: exact facets, however big the listing', () => {
  const scopes: [string, () => string][] = [
    ['the whole catalogue', () => ''],
    ['an items category', () => `itemsCategoryId=${fashionItemId}`],
    ['a category', () => `categoryId=${wire.find((product) => product.ItemsCategoryId === fashionItemId).CategoryId}`],
    ['a shop', () => `shopId=${wire[0].ShopId}`],
    ['under Rs 1,500', () => 'deal=under-1500'],
    ['superdeals', () => 'deal=superdeals'],
    ['bundle deals', () => 'deal=bundle-deals'],
  ];

  it.each(scopes)(
    '%s: every brand, colour and size counted over all of it, and its price bounds',
    async (_name, query) => {
      const { first, products } = await walk(`${query()}&perPage=100`);
      const listed = toProducts(productListAnswerSchema.parse({ products }).products);
      expect(listed.length).toBeGreaterThan(0);
      expect(first.facets.exact).toBe(true);
      const options = (facet: string) =>
        new Map<string, number>(first.facets[facet].map((option: Wire) => [option.value, option.count]));
      const brands = new Map<string, number>();
      for (const product of listed) brands.set(product.brand, (brands.get(product.brand) ?? 0) + 1);
      expect(options('brands')).toEqual(brands);
      const counted = (has: (product: Product, value: string) => boolean, value: string) =>
        listed.filter((product) => has(product, value)).length;
      for (const [colour, count] of options('colors')) expect(count, colour).toBe(counted(productHasColor, colour));
      for (const [size, count] of options('sizes')) expect(count, size).toBe(counted(productHasSize, size));
      const colours = new Set(listed.flatMap((product) => product.colorVariants.map((variant) => variant.color)));
      for (const colour of colours) expect(options('colors').has(colour), colour).toBe(true);
      const prices = listed.map(displayedPriceValue);
      expect(first.facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    },
  );
});

describe('GET /listing search', () => {
  it('finds by any word of the name, brand or category, as a prefix while typing', async () => {
    const { body } = await call(server, '/listing?query=kurt');
    expect(body.total).toBeGreaterThan(0);
    expect(body.products.every((product: Wire) => /kurt/i.test(`${product.Name} ${product.ItemsCategoryName}`))).toBe(
      true,
    );
    const gear = await call(server, '/listing?query=cricket%20gear');
    expect(gear.body.products[0].ItemsCategoryName).toBe('Cricket Gear');
  });

  it('understands other spellings and typos: salwar, kurtha', async () => {
    const salwar = await call(server, '/listing?query=salwar');
    expect(salwar.body.total).toBeGreaterThan(0);
    expect(
      salwar.body.products.every((product: Wire) => /shalwar/i.test(product.Name + product.ItemsCategoryName)),
    ).toBe(true);
    const kurtha = await call(server, '/listing?query=kurtha');
    expect(kurtha.body.total).toBeGreaterThan(0);
    expect(kurtha.body.products.some((product: Wire) => /kurta/i.test(product.Name))).toBe(true);
  });

  it('answers an empty page with facets for a search that finds nothing', async () => {
    const { status, body } = await call(server, '/listing?query=qqqzzzxxx');
    expect(status).toBe(200);
    expect(body).toMatchObject({ products: [], nextCursor: null, total: 0, totalIsExact: true });
    expect(body.facets).toMatchObject({ brands: [], colors: [], sizes: [], price: null });
  });

  it('filters and sorts search results like any listing', async () => {
    const { products } = await walk('query=lawn&sortBy=lowToHighPrice&perPage=10');
    const prices = products.map((product) => product.Price);
    expect(prices.length).toBeGreaterThan(10);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe('GET /listing refuses bad input with a clear 400', () => {
  it.each([
    ['/listing?itemsCategoryId=abc', 'itemsCategoryId must be a UUID'],
    ['/listing?perPage=101', 'perPage must be at most 100'],
    ['/listing?perPage=0', 'perPage must be at least 1'],
    ['/listing?sortBy=cheapest', 'sortBy must be one of'],
    ['/listing?deal=free', 'deal must be one of'],
    ['/listing?cursor=not-a-cursor', 'Invalid cursor'],
    ['/listing?minPrice=500&maxPrice=100', 'minPrice must not be more than maxPrice'],
    ['/listing?rating=6', 'rating must be a number from 0 to 5'],
    ['/listing?colour=red', 'Unknown parameter: colour'],
    [`/listing?deal=superdeals&shopId=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, 'at most one of'],
  ])('%s', async (path, message) => {
    const { status, body } = await call(server, path.replace('/listing', '/listing'));
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('refuses a cursor of another sort, and a forged one', async () => {
    const { body } = await call(server, '/listing?sortBy=lowToHighPrice&perPage=2');
    const other = await call(server, `/listing?sortBy=highToLowDiscount&cursor=${body.nextCursor}`);
    expect(other.status).toBe(400);
    const forged = Buffer.from(JSON.stringify(['lowToHighPrice', '1); DROP TABLE products; --', 'x'])).toString(
      'base64url',
    );
    expect((await call(server, `/listing?sortBy=lowToHighPrice&cursor=${forged}`)).status).toBe(400);
  });
});

describe('kept counts and words follow every write', () => {
  const write = (statement: string) => server.db.execute(statement);
  const total = async (query: string) => (await call(server, `/listing?${query}`)).body.total as number;
  const saffron = async (query: string) =>
    ((await call(server, `/listing?${query}`)).body.facets.colors as Wire[]).find(
      (option) => option.value === 'Saffron',
    )?.count;

  it('a product added, moved into a deal and removed: totals and facets stay exact', async () => {
    const [model] = wire;
    const before = {
      all: await total(''),
      shop: await total(`shopId=${model.ShopId}`),
      deal: await total('deal=under-1500'),
    };
    const id = '00000000-0000-4000-8000-000000000271';
    await write(`INSERT INTO products (id, shop_id, name, cat_name, category_id, items_category_id)
      SELECT '${id}', shop_id, 'Zafrani Pashmina Shawl', cat_name, category_id, items_category_id FROM products
      WHERE id = '${model.Id}'`);
    await write(`INSERT INTO product_color_variants (product_id, color, price, old_price, discount)
      VALUES ('${id}', 'Saffron', 999, 1200, 17)`);
    expect(await total('')).toBe(before.all + 1);
    expect(await total(`shopId=${model.ShopId}`)).toBe(before.shop + 1);
    expect(await total('deal=under-1500')).toBe(before.deal + 1);
    expect(await saffron(`shopId=${model.ShopId}`)).toBe(1);
    expect(await saffron('deal=under-1500')).toBe(1);
    const legacy = await call(server, `/products?shopId=${model.ShopId}&perPage=1`);
    expect(legacy.body.totalPages).toBe(before.shop + 1);

    await write(`UPDATE product_color_variants SET price = 2999 WHERE product_id = '${id}'`);
    expect(await total('deal=under-1500')).toBe(before.deal);
    expect(await saffron('deal=under-1500')).toBeUndefined();
    expect(await saffron('')).toBe(1);
    const found = await call(server, '/listing?query=zafrni%20shawl');
    expect(found.body.products.map((product: Wire) => product.Id)).toEqual([id]);

    await write(`DELETE FROM products WHERE id = '${id}'`);
    expect(await total('')).toBe(before.all);
    expect(await total(`shopId=${model.ShopId}`)).toBe(before.shop);
    expect(await saffron(`shopId=${model.ShopId}`)).toBeUndefined();
  });
});

describe('search abuse limit', () => {
  it('counts searches that reach the database per address; kept answers stay free', async () => {
    const limited = await startTestServer({ config: { abuseLimits: uniformAbuseLimits(2, 100) } });
    try {
      expect((await call(limited, '/listing?query=lawn')).status).toBe(200);
      expect((await call(limited, '/products/search/result?query=kurta')).status).toBe(200);
      const third = await call(limited, '/listing?query=cricket');
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/^Too many searches\. Please try again in \d+ minutes?\.$/);
      expect((await call(limited, '/listing?query=lawn')).status).toBe(200);
      expect((await call(limited, '/listing?itemsCategoryId=' + fashionItemId)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('what a review moves', () => {
  it('a new rating moves the ratings counter and the product row, not the catalogue generation', async () => {
    const read = async () =>
      (await server.db.execute(
        'SELECT value::text AS value, ratings::text AS ratings FROM catalogue_generation',
      )) as unknown;
    const counters = async () => {
      const result = await read();
      const rows = Array.isArray(result) ? result : (result as { rows: { value: string; ratings: string }[] }).rows;
      return rows[0] as { value: string; ratings: string };
    };
    const product = wire.find((entry) => entry.RatingsCount > 0);
    const before = await counters();
    await server.db.execute(`UPDATE reviews SET rating = 1 WHERE product_id = '${product.Id}'`);
    const after = await counters();
    expect(after.value).toBe(before.value);
    expect((await call(server, `/products/${product.Id}`)).body.AverageRating).toBe(1);
    expect(Number(after.ratings)).toBeGreaterThan(Number(before.ratings));
  });
});

describe('the legacy listing call refuses what it cannot honour', () => {
  it('refuses a level of the taxonomy it does not keep instead of listing everything', async () => {
    for (const name of ['subCategoryId', 'subSubCategoryId']) {
      const { status, body } = await call(server, `/products?${name}=${fashionItemId}`);
      expect(status).toBe(400);
      expect(body.message).toBe(`${name} is not supported: filter by categoryId or itemsCategoryId`);
    }
  });

  it('reads a brand as a name, never a pattern', async () => {
    expect((await call(server, '/products?brand=%25')).body).toMatchObject({ products: [], totalPages: 0 });
    const khaadi = await call(server, '/products?brand=khaadi&perPage=1000');
    expect(khaadi.body.products.length).toBeGreaterThan(0);
    expect(khaadi.body.products.every((product: Wire) => product.Brand === 'Khaadi')).toBe(true);
  });
});

describe('legacy pages from either end', () => {
  it('every page of the catalogue, the deep ones read from the oldest end, in one newest-first order', async () => {
    const pages = await Promise.all(
      Array.from({ length: 16 }, (_, n) => call(server, `/products?perPage=100&page=${n + 1}`)),
    );
    expect(pages.map((page) => page.body.totalPages)).toEqual(Array(16).fill(15));
    expect(pages[15]!.body.products).toEqual([]);
    const all = pages.flatMap((page) => page.body.products as Wire[]);
    expect(ids(all)).toEqual(ids(wire));
    const odd = await call(server, '/products?perPage=7&page=200');
    expect(ids(odd.body.products)).toEqual(ids(wire.slice(1393, 1400)));
    const last = await call(server, '/products?perPage=7&page=215');
    expect(ids(last.body.products)).toEqual(ids(wire.slice(1498)));
  });
});
