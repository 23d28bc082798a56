import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openInStorefront, scrollToReviews } from './support/navigation';

// Issue 9: names, brands and reviews written by sellers and shoppers are untrusted. Every API answer is taken from
// the real server and its free-text fields are replaced by script payloads; the pages must show them as text, run
// nothing and link nowhere dangerous.
const PAYLOADS = [
  '<img src=x onerror=alert("img")>',
  '<script>alert("script")</script>',
  'javascript:alert("link")',
  '"><svg onload=alert("svg")>',
];
const TEXT_FIELDS = new Set([
  'Name',
  'ShopName',
  'Brand',
  'Comment',
  'VendorReply',
  'Description',
  'ProductName',
  'UserName',
  'FullName',
  'OwnerName',
]);

function poison(value: unknown, counter: { n: number }): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, counter));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        TEXT_FIELDS.has(key) && typeof field === 'string'
          ? PAYLOADS[counter.n++ % PAYLOADS.length]
          : poison(field, counter),
      ]),
    );
  }
  return value;
}

async function serveHostileAnswers(page: Page) {
  await page.route('**/api/v1/**', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('application/json')) return route.fulfill({ response });
    return route.fulfill({ response, json: poison(await response.json(), { n: 0 }) });
  });
}

/** Fails the test on any dialog (alert/confirm/prompt) a payload might open. */
function failOnDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`A page opened a ${dialog.type()} dialog: ${dialog.message()}`);
  });
}

/** Any payload, shown as plain text. */
function payloadText(page: Page) {
  return PAYLOADS.map((payload) => page.getByText(payload, { exact: true }))
    .reduce((any, next) => any.or(next))
    .first();
}

async function expectInert(page: Page) {
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  // An inline script that runs; the page's answers travel in one the browser never runs (`application/json`), with
  // every `<` of a payload escaped, so it is one element exactly.
  await expect(page.locator('img[src="x"], svg[onload], script:not([src]):not([type="application/json"])')).toHaveCount(
    0,
  );
  await expect(page.locator('script[type="application/json"]')).toHaveCount(
    await page.locator('#first-answers').count(),
  );
}

test.describe('hostile names and reviews', () => {
  test.beforeEach(async ({ page }) => {
    failOnDialogs(page);
    await serveHostileAnswers(page);
  });

  // Route handlers still fetching when a test ends must not fail it (the response is gone by then).
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('the document ships a CSP without inline script, no framing, nosniff and a referrer policy', async ({
    page,
  }) => {
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('home, a category listing and search results show script payloads as text', async ({ page }) => {
    await openInStorefront(page, '/');
    await expect(payloadText(page)).toBeVisible();
    await expectInert(page);

    await page.getByRole('list', { name: 'Categories' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/[^/]+\/[0-9a-f-]{36}$/i);
    await expect(payloadText(page)).toBeVisible();
    await expectInert(page);

    await openInStorefront(page, '/search?query=a');
    await expect(payloadText(page)).toBeVisible();
    await expectInert(page);
  });

  test('a product page shows a hostile name, shop, brand and reviews as text', async ({ page, request }) => {
    const listed = await request.get('/api/v1/products', { params: { perPage: 50 } });
    const { products } = (await listed.json()) as { products: { Id: string; Name: string }[] };
    const product = products[0];
    if (!product) throw new Error('The demo catalogue has no products');
    await openInStorefront(page, `/product/view/${product.Id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    expect(PAYLOADS).toContain(await heading.textContent());
    await scrollToReviews(page);
    await expect(page.getByRole('heading', { name: /review/i }).first()).toBeVisible();
    await expectInert(page);
  });
});
