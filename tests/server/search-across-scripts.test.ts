// Issue 32: shoppers search as they type in chat, in Roman Urdu or Urdu script; the synonyms table (migration 0011)
// takes those words to the catalogue's own, in both search calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Found {
  total: number;
  categories: string[];
  /** Each product's name and items category. */
  texts: string[];
}

/** What `/listing` finds for `text` (up to 100 products): its total, the products' items categories and names. */
async function search(text: string): Promise<Found> {
  const { status, body } = await call(server, `/listing?query=${encodeURIComponent(text)}&perPage=100`);
  expect(status).toBe(200);
  const products = body.products as { ItemsCategoryName: string; Name: string }[];
  return {
    total: body.total,
    categories: [...new Set(products.map((product) => product.ItemsCategoryName))],
    texts: products.map((product) => `${product.Name} (${product.ItemsCategoryName})`),
  };
}

const SHOES = ['Footwear', "Kids' Shoes"];

describe('search across scripts', () => {
  it.each(['joota', 'jootay', 'جوتے', 'جوتا'])('"%s" finds the shoes, and only shoes', async (text) => {
    const found = await search(text);
    expect(found.total).toBeGreaterThan(0);
    expect(found.categories.length).toBeGreaterThan(0);
    expect(found.categories.filter((category) => !SHOES.includes(category))).toEqual([]);
  });

  it('"shalwar kameez" finds the kurta shalwar listing', async () => {
    const found = await search('shalwar kameez');
    expect(found.total).toBeGreaterThan(0);
    expect(found.categories).toContain("Men's Kurta Shalwar");
    expect(found.texts.filter((text) => !/shalwar/i.test(text))).toEqual([]);
  });

  it('Urdu script finds what its Roman spelling finds: شلوار قمیض, چائے', async () => {
    expect((await search('شلوار قمیض')).total).toBe((await search('shalwar kameez')).total);
    const tea = await search('چائے');
    expect(tea.total).toBeGreaterThan(0);
    expect(tea.total).toBe((await search('chai')).total);
  });

  it('an Urdu word typed with its vowel marks finds what it finds without them', async () => {
    const prayerMats = await search('مصلی');
    expect(prayerMats.total).toBeGreaterThan(0);
    expect((await search('مُصلّیٰ')).total).toBe(prayerMats.total);
  });

  it('the legacy search call finds the same shoes', async () => {
    const { status, body } = await call(server, `/products/search/result?query=${encodeURIComponent('جوتے')}`);
    expect(status).toBe(200);
    expect(body.totalResults).toBe((await search('جوتے')).total);
  });
});
