import { categoryPath } from '@sauda/commerce';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { cartLineOf, colourProduct, couponShopId, putInCart, shopProducts } from './support/catalogue';
import { newShopper, registerShopper, startSignedIn } from './support/shoppers';

/** Opens Sauda once, waits for its service worker, then reloads: from then on the worker answers the page. */
async function installServiceWorker(page: Page) {
  await page.goto('/');
  // Registered once the page has loaded and is idle (storefront/src/pwa/pwa-features.tsx).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Takes the network away from the page and from its service worker: Chromium's offline emulation, and every request
 * aborted as a disconnected network would, so nothing reaches the server even before the emulation reaches a worker
 * that has just started (Playwright sets it on the worker's own session once it attaches).
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/**
 * Gives the network back, and waits until the service worker reaches it too: Chromium's emulation leaves a worker a
 * moment after the page, and a page the worker fetched meanwhile would come back as Sauda's offline page (a clean CI
 * run saw /checkout do that). The probe is a catalogue call the worker answers from the network, a new address each
 * time so that no cached answer stands in for it.
 */
async function goOnline(context: BrowserContext, page: Page) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  const workerReachesServer = () =>
    page
      .evaluate(() =>
        fetch(`/api/v1/brands?probe=${crypto.randomUUID()}`).then(
          ({ ok }) => ok,
          () => false,
        ),
      )
      // The offline page reloads itself once online: a probe in the page it leaves is lost, and tried again.
      .catch(() => false);
  await expect.poll(workerReachesServer, { timeout: 15_000 }).toBe(true);
}

// The other journeys keep the worker out (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

const offlineStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline.' });

test('the web app manifest makes Sauda installable: names, colours, start, icons that load and shortcuts', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await answer.json()) as {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Sauda',
    short_name: 'Sauda',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#c2410c',
    background_color: '#ffffff',
  });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect({ src: icon.src, status: image.status(), type: image.headers()['content-type'] }).toEqual({
      src: icon.src,
      status: 200,
      type: 'image/png',
    });
  }
  expect(manifest.shortcuts.map(({ name, url }) => `${name} ${url}`)).toEqual([
    'Search /search',
    'Cart /cart',
    'Orders /user/orders',
  ]);

  // The worker is checked for updates on every visit: never cached by the browser, and a script, not the page.
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('offline, the pages a shopper has seen come back on reload, and one never seen shows the offline page', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const { itemList } = await (await request.get('/api/v1/items?perPage=30')).json();
  const category = itemList.find((item: { Name: string }) => item.Name === 'Power Banks');
  const { products } = await (await request.get(`/api/v1/listing?itemsCategoryId=${category.Id}`)).json();
  const product = products[0] as { Id: string; Name: string };
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');

  await installServiceWorker(page);
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link').first()).toBeVisible();
  await page.goto(categoryPath(category.Name, category.Id));
  await expect(page.getByRole('heading', { level: 1, name: 'Power Banks' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  await page.goto(`/product/view/${product.Id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();

  await goOffline(context);
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link').first()).toBeVisible();
  await expect(offlineStatus(page)).toBeVisible();
  await page.goto(categoryPath(category.Name, category.Id));
  await expect(page.getByRole('heading', { level: 1, name: 'Power Banks' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  await page.goto(`/product/view/${product.Id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
  await expect(offlineStatus(page)).toBeVisible();

  // Never seen: Sauda's offline page with a Retry, not the browser's error; the page comes once the network does.
  await page.goto('/about-us');
  const offlinePage = page.getByRole('heading', { level: 1, name: 'You are offline' });
  await expect(offlinePage).toBeVisible();
  // Retry reloads the page: wait for that reload, or the connection could come back while the next copy of the page
  // is still loading, before its script listens for it (a clean CI run saw exactly that).
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Retry' }).click()]);
  await expect(offlinePage).toBeVisible();
  await goOnline(context, page);
  // Back online, the page comes: by itself on the 'online' event, or at the shopper's Retry when the worker's first
  // fetch still ran into the emulated offline network.
  await expect(async () => {
    if (await offlinePage.isVisible()) await page.getByRole('button', { name: 'Retry' }).click({ timeout: 2_000 });
    await expect(offlinePage).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offlineStatus(page)).toHaveCount(0);
});

test('offline, the cart survives reloads and an order is refused with a clear message; back online it is placed once', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const shopper = await registerShopper(request, newShopper('Zainab Qureshi'));
  const line = cartLineOf(colourProduct(await shopProducts(request, await couponShopId(request, 'SAUDA15'))));
  const cartLine = page.getByRole('main').getByText(line.name).first();
  const orderCalls: string[] = [];
  page.on('request', (sent) => sent.url().includes('/api/v1/orders/create') && orderCalls.push(sent.method()));

  await startSignedIn(page, shopper);
  await putInCart(page, [line]);
  await installServiceWorker(page);
  await page.goto('/cart');
  await expect(cartLine).toBeVisible();
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await expect(page).toHaveURL('/checkout');
  const form = page.getByRole('form', { name: 'Delivery address' });
  const street = form.getByRole('textbox', { name: 'Street Address' });
  await street.fill('House 9, Street 2, Model Town');
  await form.getByRole('combobox', { name: 'Province', exact: true }).selectOption({ label: 'Punjab' });
  await form.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'Lahore' });
  await form.getByRole('textbox', { name: /Phone/ }).fill(shopper.phone);

  await goOffline(context);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You are offline. Your order has not been placed' }).first(),
  ).toBeVisible();
  await expect(street).toHaveValue('House 9, Street 2, Model Town');
  expect(orderCalls).toEqual([]);

  // The cart is in the browser's storage and the cart page in the worker's cache: both survive reloads offline.
  await page.goto('/cart');
  await expect(cartLine).toBeVisible();
  await page.reload();
  await expect(cartLine).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await goOnline(context, page);
  await page.goto('/checkout');
  // The address typed before going offline is still there (the checkout's draft).
  await expect(street).toHaveValue('House 9, Street 2, Model Town');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/user\/orders\/SD-\d{4}-\d{4}\/placed$/);
  expect(orderCalls).toEqual(['POST']);

  await page.goto('/user/orders');
  await expect(page.getByRole('article', { name: /^Order ID / })).toHaveCount(1);

  // Signing out empties the worker's page and catalogue caches: the next shopper on this phone finds none of it.
  const cachedPages = () =>
    page.evaluate(async () =>
      (await (await caches.open('sauda-pages')).keys()).map(({ url }) => new URL(url).pathname),
    );
  expect(await cachedPages()).toContain('/cart');
  await page.getByRole('banner').getByRole('button', { name: shopper.name }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/user/login');
  await expect.poll(cachedPages).not.toContain('/cart');
});
