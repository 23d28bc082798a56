import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { cartLineOf, categoryProducts, colourProduct, putInCart, type StoredCartLine } from './support/catalogue';
import { openInStorefront } from './support/navigation';
import { logInThroughForm, registerShopper, startSignedIn } from './support/shoppers';

const API = '**/api/v1/**';

/** Opens the first home tile's category and returns its link name, to come back to it later. */
async function firstCategory(page: Page) {
  await page.goto('/');
  const tile = page.getByRole('list', { name: 'Categories' }).getByRole('link').first();
  await expect(tile).toBeVisible();
  return { name: (await tile.textContent()) ?? '', href: (await tile.getAttribute('href')) ?? '' };
}

/** A line of a real product of that category, as 'Add to Cart' stores it. */
async function lineOf(page: Page, href: string): Promise<StoredCartLine> {
  const itemsCategoryId = href.split('/').at(-1) ?? '';
  return cartLineOf(colourProduct(await categoryProducts(page.request, itemsCategoryId)));
}

/** Errors the app itself reports: uncaught exceptions and console errors (the browser's own network lines aside). */
function appErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return errors;
}

test.describe('the API down or slow', () => {
  test('a listing shows its error state, keeps the cart and recovers by itself when the API is back', async ({
    page,
  }) => {
    const category = await firstCategory(page);
    const line = await lineOf(page, category.href);
    await putInCart(page, [line]);

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.route(API, (route) => route.abort('connectionrefused'));
    await openInStorefront(page, category.href);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(
      page.getByText('We could not load these products. Check your connection; we will keep trying.'),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    // SWR retries on its own: no reload, no click.
    await page.unroute(API);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('We could not load these products.', { exact: false })).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'))).toEqual([line]);
  });

  test('a slow answer shows the loading state, then the products', async ({ page }) => {
    const category = await firstCategory(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/listing?*', async (route) => {
      await held;
      await route.continue();
    });
    await openInStorefront(page, category.href);
    await expect(page.getByRole('status').filter({ hasText: 'Loading products' })).toBeAttached();
    await expect(page.getByRole('list', { name: 'Products' })).toHaveCount(0);
    release();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  });

  test('account pages offer Try again; a failed cancel request keeps what was typed', async ({ page, request }) => {
    const shopper = await registerShopper(request);
    await startSignedIn(page, shopper);
    await page.route(API, (route) => route.abort('connectionrefused'));
    await page.goto('/user/orders');
    await expect(page.getByText('We could not load this. Check your connection; we will keep trying.')).toBeVisible();
    await page.unroute(API);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'No Orders Found' })).toBeVisible();

    await page.goto('/help-support/cancel-order');
    const orderId = '0b7f4a3c-6d2e-4f8a-9c1b-2e3d4f5a6b7c';
    await page.getByRole('textbox', { name: 'Order ID' }).fill(orderId);
    await page.getByRole('textbox', { name: 'Reason for Cancellation' }).fill('Found it cheaper in Saddar.');
    await page.route('**/api/v1/cancellations/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Submit Cancellation Request' }).click();
    await expect(page.getByText('Failed to submit cancellation request. Please try again.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Order ID' })).toHaveValue(orderId);
    await expect(page.getByRole('textbox', { name: 'Reason for Cancellation' })).toHaveValue(
      'Found it cheaper in Saddar.',
    );
  });
});

test('corrupt cartItems or user in storage count as empty: no crash, no app error', async ({ page }) => {
  const errors = appErrors(page);
  await page.goto('/favicon.svg');
  await page.evaluate(() => {
    localStorage.setItem('cartItems', '[{"productId": "x", "quantity": 2,');
    localStorage.setItem('user', '{"userId": "not closed"');
    localStorage.setItem('token', 'a-token');
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Just For You' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await page.goto('/user/wishlist');
  await expect(page).toHaveURL(/\/user\/login\?returnTo=%2Fuser%2Fwishlist$/);

  // Valid JSON of the wrong shape counts as empty too.
  await page.evaluate(() => {
    localStorage.setItem('cartItems', '{"not": "a list"}');
    localStorage.setItem('user', '["demo@sauda.pk"]');
  });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an expired token sends the shopper to login and back, keeping the cart', async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await startSignedIn(page, shopper);
  const category = await firstCategory(page);
  const line = await lineOf(page, category.href);
  await putInCart(page, [line]);
  const header = page.getByRole('banner');

  // Mid-session: the token goes bad while the shopper is on an account page; the next user-scoped call finds out.
  await page.goto('/user/orders');
  await expect(page.getByRole('heading', { name: 'No Orders Found' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('token', 'expired.or.forged-token'));
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL('/user/login?returnTo=%2Fuser%2Fwishlist');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await logInThroughForm(page, shopper);
  await expect(page).toHaveURL('/user/wishlist');
  await expect(page.getByRole('heading', { name: 'No items in your wishlist' })).toBeVisible();

  // Opening an account page with a bad stored token does the same.
  await page.evaluate(() => localStorage.setItem('token', 'expired.or.forged-token'));
  await page.goto('/user/orders');
  await expect(page).toHaveURL('/user/login?returnTo=%2Fuser%2Forders');
  await logInThroughForm(page, shopper);
  await expect(page).toHaveURL('/user/orders');
  await expect(page.getByRole('heading', { name: 'No Orders Found' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'))).toEqual([line]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe('expired.or.forged-token');
});
