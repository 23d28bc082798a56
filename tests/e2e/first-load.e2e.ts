import { categoryPath, productPath } from '@sauda/commerce';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * A first visit to a landing page: the server names the page's modules and first requests (and a product's first
 * picture) in its head, and the storefront's own requests then reuse those downloads instead of asking again.
 */

/** Counts the requests the page sends, by path and query, and keeps the console's warnings. */
function watch(page: Page) {
  const requests = new Map<string, number>();
  const warnings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const key = `${url.pathname}${url.search}`;
    requests.set(key, (requests.get(key) ?? 0) + 1);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  return { requests, warnings };
}

/** The preload links of the page the server sends for `address`, by kind, as paths with their query. */
async function hinted(page: Page, address: string) {
  const html = await (await page.request.get(address)).text();
  const hrefs = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((match) => {
      const url = new URL(match[1]!.replace(/&amp;/g, '&'), 'http://127.0.0.1');
      return `${url.pathname}${url.search}`;
    });
  return {
    modules: hrefs(/<link rel="modulepreload"[^>]*href="([^"]*)">/g),
    fetches: hrefs(/<link rel="preload" as="fetch"[^>]*href="([^"]*)">/g),
    images: hrefs(/<link rel="preload" as="image"[^>]*href="([^"]*)">/g),
  };
}

/** Visits `address` until `ready` shows; checks every hinted download was sent once; the hrefs by kind. */
async function expectHintsUsedOnce(page: Page, address: string, ready: (page: Page) => Locator) {
  const { requests, warnings } = watch(page);
  await page.goto(address);
  await expect(ready(page)).toBeVisible();
  const { modules, fetches, images } = await hinted(page, address);
  expect(modules.length).toBeGreaterThan(0);
  // The head names each module once: the route's own beside the entry's, which Vite's index.html preloads already.
  expect(modules.filter((href, index) => modules.indexOf(href) !== index)).toEqual([]);
  expect(fetches).toContain('/api/v1/items?perPage=30');
  // A preload the page did not pick up shows as a second request for the same address, or, a few seconds after
  // the load event, as Chrome's 'preloaded but not used' warning.
  for (const href of [...modules, ...fetches, ...images])
    expect({ href, requests: requests.get(href) }).toEqual({ href, requests: 1 });
  await page.waitForTimeout(3_500);
  expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  return { fetches, images };
}

test('home, a category, a product and search results start their code and data with the page', async ({
  page,
  request,
}) => {
  test.slow();
  const { itemList } = await (await request.get('/api/v1/items?perPage=30')).json();
  const category = itemList.find((item: { Name: string }) => item.Name === 'Power Banks');
  const { products } = await (await request.get('/api/v1/products?perPage=1')).json();
  const product = products[0];

  const firstCard = (on: Page) => on.getByRole('list', { name: 'Products' }).getByRole('article').first();
  const heading = (name: string) => (on: Page) => on.getByRole('heading', { level: 1, name });

  /** The address (path and query) an image element shows. */
  const shownBy = (image: Locator) =>
    image.evaluate((element: HTMLImageElement) => {
      const url = new URL(element.currentSrc || element.src);
      return `${url.pathname}${url.search}`;
    });
  const firstCardImage = () => firstCard(page).locator('[data-slot="product-card-image"] img');

  const home = await expectHintsUsedOnce(page, '/', firstCard);
  expect(home.fetches).toContain('/api/v1/products?perPage=20');
  expect(home.images).toEqual([]);

  // A listing's and a product's largest picture starts with the page, and it is the picture the page shows.
  const listing = await expectHintsUsedOnce(page, categoryPath(category.Name, category.Id), firstCard);
  expect(listing.fetches).toContain(`/api/v1/products?perPage=200&itemsCategoryId=${category.Id}`);
  expect(listing.images).toEqual([await shownBy(firstCardImage())]);

  const detail = await expectHintsUsedOnce(page, productPath(product.Name, product.Id), heading(product.Name));
  expect(detail.fetches).toContain(`/api/v1/products/${product.Id}`);
  expect(detail.images).toEqual([await shownBy(page.locator('[data-slot="image-gallery-image"]'))]);

  const search = await expectHintsUsedOnce(page, '/search?query=lawn', firstCard);
  expect(search.fetches).toContain('/api/v1/products/search/result?query=lawn&perPage=200');
  expect(search.images).toEqual([await shownBy(firstCardImage())]);
});
