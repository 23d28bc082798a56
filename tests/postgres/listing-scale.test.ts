// At 100,000 products on PostgreSQL (a fresh schema of SAUDA_TEST_DATABASE_URL, seeded by the scale seed): every
// statement the listing routes run keeps to its bound (no sequential scan of products past the capped count's reach;
// no sort of a whole match set where an index serves the order: see listing-plans.ts), and the answers are right at
// that size.
import type { Sql } from 'postgres';
import { LISTING_PAGE_SIZE } from '@sauda/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../packages/server/src/app';
import { testConfig } from '../../packages/server/src/config';
import type { Database } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { silentMailer } from '../../packages/server/src/mail/mailer';
import { seedScale } from '../../packages/server/src/seed/scale';
import { SEARCH_INDEX_SAMPLE, TOTAL_CAP } from '../../packages/server/src/catalogue/listing/facets';
import { listen } from '../../packages/server/src/server';
import { emptyTestDatabase, type TestDatabase } from '../../packages/server/src/testing';
import { isPlannedOnce } from '../../packages/server/src/db/prepared-statements';
import { capturingDatabase, explain, indexedOrderOf, nodesOf, planProblems, type Statement } from './listing-plans';

const PRODUCTS = 100_000;

let database: TestDatabase;
let client: Sql;
let url: string;
let close: () => Promise<void>;
const statements: Statement[] = [];
const ids = { bigItems: '', smallItems: '', category: '', shop: '', brand: '' };

const query = async <T>(text: string, params: unknown[] = []) =>
  [...(await client.unsafe(text, params as never[]))] as T[];

async function get(path: string) {
  const response = await fetch(`${url}/api/v1${path}`);
  const body = await response.json();
  expect(response.status, `${path}: ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
  return body;
}

beforeAll(async () => {
  database = await emptyTestDatabase();
  const db = database.handle.db;
  client = (db as unknown as { $client: Sql }).$client;
  await migrate(db);
  await seedScale(db, { products: PRODUCTS });
  const [big] = await query<{ id: string }>(
    'SELECT items_category_id::text AS id FROM products GROUP BY 1 HAVING count(*) >= 3000 ORDER BY count(*) DESC LIMIT 1',
  );
  const [small] = await query<{ id: string }>(
    'SELECT items_category_id::text AS id FROM products GROUP BY 1 ORDER BY count(*) LIMIT 1',
  );
  const [category] = await query<{ id: string }>(
    'SELECT category_id::text AS id FROM products GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
  );
  const [shop] = await query<{ id: string }>(
    'SELECT shop_id::text AS id FROM products GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
  );
  const [brand] = await query<{ id: string }>(
    'SELECT brand AS id FROM products GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
  );
  Object.assign(ids, {
    bigItems: big!.id,
    smallItems: small!.id,
    category: category!.id,
    shop: shop!.id,
    brand: brand!.id,
  });
  const app = createApp({
    db: capturingDatabase(db as Database, statements),
    mailer: silentMailer(),
    config: testConfig({ catalogueCache: false }),
  });
  const server = await listen(app, 0, '127.0.0.1');
  url = server.url;
  close = () => server.close();
}, 300_000);

afterAll(async () => {
  await close?.();
  await database?.dispose();
});

/** Listings whose order an index serves (source and sort both indexed), then others checked for scans only. */
function indexedListings(): string[] {
  const sorts = [
    '',
    '&sortBy=lowToHighPrice',
    '&sortBy=highToLowPrice',
    '&sortBy=highToLowDiscount',
    '&sortBy=topRated',
  ];
  return [
    ...sorts.map((sort) => `/listing?perPage=24${sort}`),
    ...sorts.map((sort) => `/listing?itemsCategoryId=${ids.bigItems}${sort}`),
    ...sorts.map((sort) => `/listing?categoryId=${ids.category}${sort}`),
    `/listing?shopId=${ids.shop}`,
    `/listing?brand=${encodeURIComponent(ids.brand)}`,
    '/listing?deal=under-1500',
    '/listing?deal=superdeals',
    '/listing?deal=bundle-deals',
    '/products?perPage=20',
    `/products?itemsCategoryId=${ids.bigItems}`,
    `/products?shopId=${ids.shop}`,
    '/products/under-1500/products',
    '/products/twenty-percent/products-with-discount',
    '/products/fifty-percent/products-with-discount',
  ];
}

const otherListings = () => [
  '/listing?color=Black',
  '/listing?size=M',
  '/listing?minPrice=1000&maxPrice=3000',
  '/listing?rating=4',
  `/listing?itemsCategoryId=${ids.bigItems}&color=Black&sortBy=lowToHighPrice`,
  '/listing?query=premium',
  '/listing?query=zarbaft',
  '/listing?query=qwxzvbn',
  '/listing?query=embroiderd',
  '/products/search/result?query=premium',
  '/products/search/result?query=qwxzvbn',
  '/products?perPage=24&page=4000',
];

/** The listing statements (those reading products) one call runs, with what is wrong with each plan. */
async function problemsOf(path: string, indexedOrder: boolean): Promise<string[]> {
  statements.length = 0;
  const first = await get(path);
  const paths = first.nextCursor ? [`${path}&cursor=${encodeURIComponent(first.nextCursor)}`] : [];
  for (const next of paths) await get(next);
  const problems: string[] = [];
  for (const statement of statements.filter((s) => /FROM products p\b/.test(s.text))) {
    const plan = await explain(client, statement);
    const order = indexedOrder ? indexedOrderOf(statement.text) : undefined;
    for (const problem of planProblems(plan, order))
      problems.push(`${path}: ${problem}\n  ${statement.text.slice(0, 300)}`);
  }
  return problems;
}

describe(`listings at ${PRODUCTS.toLocaleString('en-US')} products`, () => {
  it('read each page through an index: no scan of the whole catalogue, no sort of a whole match set', async () => {
    const problems: string[] = [];
    for (const path of indexedListings()) problems.push(...(await problemsOf(path, true)));
    for (const path of otherListings()) problems.push(...(await problemsOf(path, false)));
    expect(problems).toEqual([]);
  });

  it('plan a listing without filters or search once, and a filtered or searched one for its values', async () => {
    const plannedOnce = async (path: string) => {
      statements.length = 0;
      await get(path);
      return statements.filter((s) => /FROM products p\b/.test(s.text)).map((s) => isPlannedOnce(s.text));
    };
    for (const path of [
      '/listing',
      `/listing?categoryId=${ids.category}&sortBy=lowToHighPrice`,
      '/listing?deal=superdeals',
    ])
      expect(await plannedOnce(path), path).toEqual([true]);
    for (const path of [
      '/listing?color=Black',
      '/listing?query=premium',
      `/listing?brand=${encodeURIComponent(ids.brand)}`,
    ])
      expect(await plannedOnce(path), path).not.toContain(true);
  });

  it('read a page of a size and a colour at once from its order index alone, and count them in one index scan', async () => {
    const pairSql = `'red' = ANY (color_keys) AND 'm' = ANY (size_keys)`;
    const [pair] = await query<{ count: number }>(`SELECT count(*)::int AS count FROM products WHERE ${pairSql}`);
    expect(pair!.count).toBeGreaterThan(LISTING_PAGE_SIZE);
    const sorts: [sortBy: string, index: string, orderBy: string][] = [
      ['', 'products_newest', 'created_at DESC, id DESC'],
      ['lowToHighPrice', 'products_by_price', 'price, id'],
      ['highToLowDiscount', 'products_by_discount', 'discount DESC, id DESC'],
      ['topRated', 'products_by_rating', 'rating_average DESC, rating_count DESC, id DESC'],
    ];
    for (const [sortBy, index, orderBy] of sorts) {
      const path = `/listing?size=M&color=Red${sortBy ? `&sortBy=${sortBy}` : ''}`;
      statements.length = 0;
      const page = await get(path);
      const [statement] = statements.filter((s) => /FROM products p\b/.test(s.text));
      const nodes = nodesOf(await explain(client, statement!));
      // The page: the order's index walked with the keys tested in it (its INCLUDE), no product row read for them.
      expect(
        nodes.find((node) => node['Index Name'] === index),
        path,
      ).toMatchObject({ 'Node Type': 'Index Only Scan' });
      // The count: one scan of the GIN index holding both keys, not two bitmaps ANDed.
      expect(
        nodes.filter((node) => node['Node Type'] === 'BitmapAnd'),
        path,
      ).toEqual([]);
      expect(
        nodes.some((node) => node['Index Name'] === 'products_color_size_keys'),
        path,
      ).toBe(true);
      const expected = await query<{ id: string }>(
        `SELECT id::text FROM products WHERE ${pairSql} ORDER BY ${orderBy} LIMIT ${LISTING_PAGE_SIZE}`,
      );
      expect(
        page.products.map((product: { Id: string }) => product.Id),
        path,
      ).toEqual(expected.map((row) => row.id));
      expect(page.total, path).toBe(Math.min(pair!.count, TOTAL_CAP));
    }
  });

  it("counts one facet's filter from the kept counts, finding the option by the key the filter compares", async () => {
    const cases: [path: string, where: string, key: string][] = [
      [`/listing?brand=${encodeURIComponent(ids.brand.toUpperCase())}`, 'lower(brand) = $1', ids.brand.toLowerCase()],
      ['/listing?color=%20black', '$1 = ANY (color_keys)', 'black'],
      ['/listing?size=M', '$1 = ANY (size_keys)', 'm'],
    ];
    for (const [path, where, key] of cases) {
      statements.length = 0;
      const page = await get(path);
      const plans = await Promise.all(statements.map((statement) => explain(client, statement)));
      const lookups = plans.flatMap(nodesOf).filter((node) => node['Relation Name'] === 'product_facet_counts');
      // One index scan straight to the option (migration 0015), not every option of the facet read and compared.
      expect(
        lookups.map((node) => [node['Index Name'], node.Filter]),
        path,
      ).toEqual([['product_facet_counts_by_key', undefined]]);
      const [matching] = await query<{ count: number }>(`SELECT count(*)::int AS count FROM products WHERE ${where}`, [
        key,
      ]);
      expect(page, path).toMatchObject({ total: matching!.count, totalIsExact: true });
    }
  });

  it('sort a 3,000+ product category by price with its cheapest product first', async () => {
    const [cheapest] = await query<{ id: string; price: number }>(
      'SELECT id::text, price FROM products WHERE items_category_id = $1 ORDER BY price, id LIMIT 1',
      [ids.bigItems],
    );
    const [lowest] = await query<{ min: number }>(
      'SELECT min(price) AS min FROM products WHERE items_category_id = $1',
      [ids.bigItems],
    );
    const page = await get(`/listing?itemsCategoryId=${ids.bigItems}&sortBy=lowToHighPrice`);
    expect(page.products[0].Price).toBe(lowest!.min);
    expect(page.products[0].Id).toBe(cheapest!.id);
  });

  it('walks a deep cursor in order, without repeats, as SQL orders the category', async () => {
    const pages = 40;
    const expected = await query<{ id: string }>(
      'SELECT id::text FROM products WHERE items_category_id = $1 ORDER BY price DESC, id DESC LIMIT $2',
      [ids.bigItems, pages * 100],
    );
    const seen: { id: string; price: number }[] = [];
    let cursor = '';
    for (let n = 0; n < pages; n++) {
      const page = await get(
        `/listing?itemsCategoryId=${ids.bigItems}&sortBy=highToLowPrice&perPage=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.products.map((p: { Id: string; Price: number }) => ({ id: p.Id, price: p.Price })));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
    expect(seen.every((p, n) => n === 0 || seen[n - 1]!.price >= p.price)).toBe(true);
    expect(seen.map((p) => p.id)).toEqual(expected.map((row) => row.id));
  });

  it(`caps filtered totals at ${TOTAL_CAP.toLocaleString('en-US')} and says so, and counts the rest exactly`, async () => {
    const count = async (where: string, values: unknown[] = []) =>
      (await query<{ count: number }>(`SELECT count(*)::int AS count FROM products WHERE ${where}`, values))[0]!.count;
    // A price bound (or two colours, or two kinds of filter) is counted up to the cap.
    expect(await count('price <= 3000')).toBeGreaterThan(TOTAL_CAP);
    expect(await get('/listing?maxPrice=3000')).toMatchObject({ total: TOTAL_CAP, totalIsExact: false });
    expect(await count(`color_keys && '{black,red}'`)).toBeGreaterThan(TOTAL_CAP);
    expect(await get('/listing?color=Black&color=Red')).toMatchObject({ total: TOTAL_CAP, totalIsExact: false });
    // The unfiltered listings are counted exactly (kept counts), however big, and so is a source with one colour, one
    // size or some brands (kept facet counts).
    expect(await get('/listing?perPage=24')).toMatchObject({ total: PRODUCTS, totalIsExact: true });
    const black = await count(`'black' = ANY (color_keys)`);
    expect(black).toBeGreaterThan(TOTAL_CAP);
    expect(await get('/listing?color=Black')).toMatchObject({ total: black, totalIsExact: true });
    const [sized] = await query<{ id: string; count: number }>(
      `SELECT items_category_id AS id, count(*)::int AS count FROM products WHERE 'm' = ANY (size_keys)
        GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    );
    expect(sized!.count).toBeGreaterThan(TOTAL_CAP);
    expect(await get(`/listing?itemsCategoryId=${sized!.id}&size=m`)).toMatchObject({
      total: sized!.count,
      totalIsExact: true,
    });
    const [first, second] = (
      await query<{ brand: string }>(`SELECT brand FROM products GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 2`)
    ).map((row) => row.brand);
    const brands = await count('lower(brand) IN (lower($1), lower($2))', [first, second]);
    expect(brands).toBeGreaterThan(TOTAL_CAP);
    const brandQuery = `brand=${encodeURIComponent(first!.toUpperCase())}&brand=${encodeURIComponent(second!)}`;
    expect(await get(`/listing?${brandQuery}`)).toMatchObject({ total: brands, totalIsExact: true });
    const small = await count(`items_category_id = $1 AND 'black' = ANY (color_keys) AND price <= 3000`, [
      ids.smallItems,
    ]);
    expect(small).toBeLessThanOrEqual(TOTAL_CAP);
    expect(await get(`/listing?itemsCategoryId=${ids.smallItems}&color=Black&maxPrice=3000`)).toMatchObject({
      total: small,
      totalIsExact: true,
    });
  });

  it('answers a one-word search sampled by the full-text index with the same totals as SQL', async () => {
    const matches = async (word: string) =>
      (
        await query<{ count: number }>(
          `SELECT count(*)::int AS count FROM products WHERE search_vector @@ to_tsquery('simple', $1)`,
          [word],
        )
      )[0]!.count;
    // Common enough that the index hands the count a sample (SEARCH_INDEX_SAMPLE): still "1,000+".
    expect(await matches('embroidered')).toBeGreaterThan(SEARCH_INDEX_SAMPLE);
    expect(await get('/listing?query=embroidered')).toMatchObject({ total: TOTAL_CAP, totalIsExact: false });
    // Rare: every match counted, exactly.
    const rare = await matches('zarbaft');
    expect(rare).toBeGreaterThan(0);
    expect(rare).toBeLessThanOrEqual(TOTAL_CAP);
    expect(await get('/listing?query=zarbaft')).toMatchObject({ total: rare, totalIsExact: true });
  });
});
