import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const totalOf = async (query: string) => {
  const { status, body } = await call(server, `/listing?query=${query}&perPage=1`);
  expect(status).toBe(200);
  return body.total as number;
};

/**
 * A search word is a prefix of the catalogue's words, looked up as those words (search-terms.ts): what a shopper
 * finds must be what the prefix itself finds.
 */
describe('search words as prefixes of the catalogue words', () => {
  it('a word still being typed finds every product of each word it begins', async () => {
    const [kurt, kurta, kurti] = [await totalOf('kurt'), await totalOf('kurta'), await totalOf('kurti')];
    expect(kurta).toBeGreaterThan(0);
    expect(kurti).toBeGreaterThan(0);
    expect(kurt).toBeGreaterThanOrEqual(Math.max(kurta, kurti));
    expect(kurt).toBeGreaterThan(Math.min(kurta, kurti));
  });

  it('a two-letter prefix, shorter than the vocabulary keeps, still finds products', async () => {
    const found = await call(server, '/listing?query=ku&perPage=5');
    expect(found.status).toBe(200);
    expect(found.body.total).toBeGreaterThan(0);
  });

  it('a word that begins no catalogue word finds nothing, with empty facets, in both search calls', async () => {
    const listing = await call(server, '/listing?query=zzqxv');
    expect(listing.status).toBe(200);
    expect(listing.body).toMatchObject({ products: [], total: 0, totalIsExact: true });
    expect(listing.body.facets).toMatchObject({ brands: [], colors: [], sizes: [] });
    const legacy = await call(server, '/products/search/result?query=zzqxv');
    expect(legacy.status).toBe(200);
    expect(legacy.body.products).toEqual([]);
    expect(legacy.body.totalResults).toBe(0);
  });

  it('a word spelled like a stored keyword ("null") is searched as a word, not as a missing value', async () => {
    const answer = await call(server, '/listing?query=null');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(0);
  });

  it("another spelling finds what the catalogue's spelling finds", async () => {
    expect(await totalOf('kurtha')).toBe(await totalOf('kurta'));
    expect(await totalOf('salwar')).toBe(await totalOf('shalwar'));
  });
});
