import { expect, type Page } from '@playwright/test';

/**
 * Opens `href` as the storefront's own links do, from within it. A first load of a catalogue page comes rendered
 * with the server's data (and the answers it used), so a journey about what the browser does with the API's answers
 * (slow, failing or hostile ones) starts from the cart, which the browser draws, and moves on from there.
 */
export async function openInStorefront(page: Page, href: string) {
  if (new URL(page.url(), 'http://127.0.0.1').pathname !== '/cart') {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.evaluate((to) => window.history.pushState(null, '', to), href);
}

/**
 * Scrolls the window to the page's bottom, as a shopper's thumb flicks it. Not a press of End: that scrolls only when
 * the document has the keyboard's focus, which under load it sometimes had not, and nothing scrolled (a clean CI run
 * failed so).
 */
export async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/**
 * Scrolls a product page down to its reviews and related products: they load as the shopper comes near them, not
 * with the product. The page grows as its sections come in, so the scroll is repeated until the reviews show.
 */
export async function scrollToReviews(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const reviews = page.getByRole('region', { name: /^Reviews/ });
  await expect(async () => {
    await scrollToBottom(page);
    await expect(reviews).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
