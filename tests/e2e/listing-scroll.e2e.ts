import { type Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { scrollToBottom } from './support/navigation';

/** The first 'Price: Rs 3,900' in a text, in rupees (NaN when there is none). */
const priceIn = (text: string) => Number(/Price: Rs ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
const shownPrices = async (cards: Locator) => (await cards.getByRole('link').allTextContents()).map(priceIn);

/**
 * A listing larger than a page: the server answers 24 at a time, the grid shows a dozen at first and the rest as the
 * shopper scrolls, asking for each next page with the previous page's cursor; a sort covers the whole listing.
 */
test('a deal list loads page after page as the shopper scrolls, every match once, sorted across pages', async ({
  page,
  request,
}) => {
  test.slow();
  const first = (await (await request.get('/api/v1/listing?deal=under-1500&sortBy=lowToHighPrice')).json()) as {
    total: number;
    totalIsExact: boolean;
    products: { Price: number }[];
  };
  expect(first.total).toBeGreaterThan(48);
  const pages: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/listing')) pages.push(new URL(sent.url()).searchParams.get('cursor') ?? 'first');
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/products/under-1500?sortBy=lowToHighPrice');
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(page.getByText(`${first.total.toLocaleString('en-US')} products`)).toBeVisible();
  await expect(cards.first()).toBeVisible();
  // The cheapest of the whole deal list first (the server sorts all of it: tests/server/listing.test.ts).
  expect((await shownPrices(cards))[0]).toBe(first.products[0]!.Price);

  // Scrolling reveals the loaded cards, then asks for the following pages, each with its cursor.
  const wanted = Math.min(first.total, 60);
  while ((await cards.count()) < wanted) {
    await scrollToBottom(page);
    await page.waitForTimeout(100);
  }
  expect(pages[0]).not.toBe('first');
  expect(new Set(pages).size).toBe(pages.length);
  // Each product once (names repeat across shops; the link carries the product's id).
  const links = await cards.evaluateAll((all) => all.map((card) => card.querySelector('a')?.getAttribute('href')));
  expect(new Set(links).size).toBe(links.length);
  const prices = await shownPrices(cards);
  expect(prices).toEqual(prices.toSorted((a, b) => a - b));
  expect(prices.every((price) => price < 1500)).toBe(true);
});
