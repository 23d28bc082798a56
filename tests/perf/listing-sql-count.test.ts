import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call } from '../server/helpers';

/**
 * The most SQL statements one listing request may run, whatever the number of products it returns: a one-word
 * search's are the catalogue's generation (the answer cache's check), its words in the vocabulary, the full-text
 * index's sample size for its count (facets.ts, SEARCH_INDEX_SAMPLE), the count and the page.
 */
const MAX_QUERIES = 5;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Runs one GET against /api/v1: the SQL statements it issued and how many products it returned. */
async function measure(path: string): Promise<{ queries: number; products: number }> {
  const before = server.queryCount();
  const { status, body } = await call(server, path);
  expect(status).toBe(200);
  return { queries: server.queryCount() - before, products: body.products.length };
}

/**
 * A listing runs a fixed number of SQL statements (joins and aggregates, never one query per product): the count
 * for one product equals the count for a full page. Deterministic, so it gates `npm test`.
 */
describe('SQL statements per listing request', () => {
  let categoryId: string;
  beforeAll(async () => {
    const items = (await call(server, '/items?perPage=30')).body.itemList;
    categoryId = items.find((item: { Name: string }) => item.Name === "Men's Kurta Shalwar").Id;
  });

  const listings: [string, () => string][] = [
    ['the whole catalogue', () => '/products?'],
    ['a category', () => `/products?itemsCategoryId=${categoryId}&`],
    ['search results', () => '/products/search/result?query=lawn&'],
    ['an empty search (everything)', () => '/products/search/result?query=&'],
  ];

  it.each(listings)('%s: the same bounded count for 1 and for up to 200 products', async (_name, path) => {
    const one = await measure(`${path()}perPage=1`);
    const page = await measure(`${path()}perPage=200`);
    expect(one.products).toBe(1);
    expect(page.products).toBeGreaterThan(1);
    expect(page.queries).toBeLessThanOrEqual(MAX_QUERIES);
    expect(page.queries).toBe(one.queries);
  });

  it('the whole catalogue at 1,000 per page still runs the same count', async () => {
    const small = await measure('/products?perPage=2');
    const large = await measure('/products?perPage=1000');
    expect(large.products).toBe(1000);
    expect(large.queries).toBe(small.queries);
  });
});
