import { categoryPath, productPath } from '@sauda/commerce';
import { type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { cartLineOf, categoryProducts, colourProduct } from './support/catalogue';
import { expect, renderedByServer, test } from './support/test';

/**
 * A first visit to a landing page. A page the server renders whole (home, listings, a product) comes with its HTML
 * and, for a listing or a product, its largest picture named in the head; its code is named in a template the
 * storefront's entry reads after the paint. A page the server renders in its loading state (the cart), or one drawn
 * in the browser alone, names its modules and first requests in the head. Either way the storefront's own requests
 * reuse those downloads. A rendered page whose answers are small (home, a listing's first page, a product, the cart)
 * carries them: it asks the server nothing to be taken over, and loads none of the code that reads the API's answers.
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

/** The hints of the page the server sends for `address`, by kind, as paths with their query. */
async function hinted(page: Page, address: string) {
  const html = await (await page.request.get(address)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = (within: string, pattern: RegExp) =>
    [...within.matchAll(pattern)].map((match) => {
      const url = new URL(match[1]!.replace(/&amp;/g, '&'), 'http://127.0.0.1');
      return `${url.pathname}${url.search}`;
    });
  const template = /<template id="after-paint-hints">(.*?)<\/template>/.exec(head)?.[1] ?? '';
  const outside = head.replace(template, '');
  const modulePattern = /<link rel="modulepreload"[^>]*href="([^"]*)">/g;
  const fetchPattern = /<link rel="preload" as="fetch"[^>]*href="([^"]*)">/g;
  return {
    /** The page came rendered by the server. */
    rendered: renderedByServer(html),
    /** Its code waits for the paint. */
    deferred: template !== '',
    /** It carries its first answers. */
    answered: html.includes('<script type="application/json" id="first-answers">'),
    /** Named in the head itself: started with the page. */
    modules: hrefs(outside, modulePattern),
    fetches: hrefs(outside, fetchPattern),
    images: hrefs(outside, /<link rel="preload" as="image"[^>]*href="([^"]*)">/g),
    /** Named in the template: started once the page has painted. */
    afterPaint: [...hrefs(template, modulePattern), ...hrefs(template, fetchPattern)],
  };
}

/** Visits `address` until `ready` shows; checks every hinted download was sent once; the hints by kind. */
async function expectHintsUsedOnce(page: Page, address: string, ready: (page: Page) => Locator) {
  const { requests, warnings } = watch(page);
  await page.goto(address);
  await expect(ready(page)).toBeVisible();
  const hints = await hinted(page, address);
  const named = [...hints.modules, ...hints.fetches, ...hints.images, ...hints.afterPaint];
  expect(named.some((href) => /\/assets\/boot-/.test(href))).toBe(true);
  const apiCode = (href: string) => /\/assets\/[\w-]+-clients-[\w-]+\.js$/.test(href);
  const code = [...hints.modules, ...hints.fetches, ...hints.afterPaint];
  if (hints.answered) expect(code.filter((href) => href.startsWith('/api/') || apiCode(href))).toEqual([]);
  else
    expect(named).toEqual(
      expect.arrayContaining(['/api/v1/items?perPage=30', expect.stringMatching(/catalogue-clients/)]),
    );
  // The head names each download once: the route's own beside the entry's, which Vite's index.html preloads already.
  expect(named.filter((href, index) => named.indexOf(href) !== index)).toEqual([]);
  if (hints.deferred) {
    // A page rendered whole starts nothing but the entry index.html names and its picture: code and data wait for the
    // paint.
    expect(hints.modules.filter((href) => !/\/assets\/(rolldown-runtime|storefront)-/.test(href))).toEqual([]);
    expect(hints.fetches).toEqual([]);
    await expect.poll(() => hints.afterPaint.every((href) => requests.has(href))).toBe(true);
  }
  // A preload the page did not pick up shows as a second request for the same address, or, a few seconds after
  // the load event, as Chrome's 'preloaded but not used' warning.
  for (const href of named) expect({ href, requests: requests.get(href) }).toEqual({ href, requests: 1 });
  await page.waitForTimeout(3_500);
  expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  // Taken over (the storefront marks it): a page that carried its answers did not ask for them again.
  expect(await page.evaluate(() => performance.getEntriesByName('sauda:interactive').length)).toBe(1);
  if (hints.answered) expect(requests.has('/api/v1/items?perPage=30')).toBe(false);
  const asked = [...requests.keys()].filter(
    (href) => (href.startsWith('/api/') && !href.startsWith('/api/v1/media/')) || apiCode(href),
  );
  return { ...hints, asked };
}

test('home, a category, a product and search results come rendered whole; the cart loading, its code at once', async ({
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
  expect(home).toMatchObject({ rendered: true, deferred: true, answered: true });
  // Nothing on the home page needs the API until the shopper does something: not even its code is loaded.
  expect(home.asked).toEqual([]);
  // Typing in the header's search brings the catalogue's API code, then the suggestions.
  const apiCodeLoaded = page.waitForRequest(/\/assets\/catalogue-clients-[\w-]+\.js$/);
  await page.getByRole('search').getByRole('combobox').pressSequentially('power');
  await apiCodeLoaded;
  const suggestions = page
    .getByRole('listbox', { name: 'Search suggestions' })
    .getByRole('group', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option', { name: 'Power Banks' })).toBeVisible();
  expect(home.images).toEqual([]);

  // A listing's and a product's largest picture starts with the page, and it is the picture the page shows.
  const listing = await expectHintsUsedOnce(page, categoryPath(category.Name, category.Id), firstCard);
  // A listing's first page (24 products) travels with it: the take-over asks the server nothing for it.
  expect(listing).toMatchObject({ rendered: true, deferred: true, answered: true });
  expect(listing.images).toEqual([await shownBy(firstCardImage())]);

  const detail = await expectHintsUsedOnce(page, productPath(product.Name, product.Id), heading(product.Name));
  expect(detail).toMatchObject({ rendered: true, deferred: true, answered: true });
  expect(detail.images).toEqual([await shownBy(page.locator('[data-slot="image-gallery-image"]'))]);

  const search = await expectHintsUsedOnce(page, '/search?query=lawn', firstCard);
  expect(search).toMatchObject({ rendered: true, deferred: true, answered: true });
  expect(search.images).toEqual([await shownBy(firstCardImage())]);

  const cart = await expectHintsUsedOnce(page, '/cart', heading('Your Cart is Empty'));
  // The server renders the cart in its loading state (it cannot read the shopper's cart); its code starts at once.
  expect(cart).toMatchObject({ rendered: true, deferred: false, answered: true, afterPaint: [] });
});

test('a listing comes rendered: shown before the storefront’s code runs, which then takes it over', async ({
  browser,
  page,
  request,
}) => {
  const { itemList } = await (await request.get('/api/v1/items?perPage=30')).json();
  const category = itemList.find((item: { Name: string }) => item.Name === 'Power Banks');
  const { products } = await (await request.get(`/api/v1/listing?itemsCategoryId=${category.Id}`)).json();
  const address = categoryPath(category.Name, category.Id);
  const cards = (on: Page) => on.getByRole('list', { name: 'Products' }).getByRole('article');

  // Without JavaScript the shopper still sees the category and its products under the page's own title, can search
  // from the header; the cart, kept in the browser's storage, shows its heading (and, in a browser with scripts
  // turned off, a note that it needs them: tests/server/storefront-render.test.ts).
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto(address);
  await expect(plain.getByRole('heading', { level: 1, name: category.Name })).toBeVisible();
  await expect(cards(plain).first()).toContainText(products[0].Name);
  await expect(plain).toHaveTitle(`${category.Name} - Sauda`);
  // In place of index.html's own description, not beside it.
  await expect(plain.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    `Shop ${category.Name} from sellers across Pakistan with Cash on Delivery.`,
  );
  await plain.getByRole('search').getByRole('combobox').fill('power bank');
  await plain.getByRole('search').getByRole('combobox').press('Enter');
  await expect(plain.getByRole('heading', { level: 1, name: 'Search Results for "power bank"' })).toBeVisible();
  await expect(plain).toHaveTitle('Search Results for "power bank" - Sauda');
  await expect(cards(plain).first()).toBeVisible();
  await plain.goto('/cart');
  await expect(plain.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(plain.getByText('Your Cart is Empty')).toHaveCount(0);
  await withoutScripts.close();

  // With it, the storefront's code is asked for only once the page has painted, and takes the page over without a
  // mismatch (React would log one) and without a reload: a link then navigates in the page.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(address);
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/assets\/boot-[\w-]+\.js$/.test(entry.name)),
  );
  const { paint, boot } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    boot: performance.getEntriesByType('resource').find((entry) => /\/assets\/boot-/.test(entry.name))!.startTime,
  }));
  expect(boot).toBeGreaterThan(paint);

  await expect(page).toHaveTitle(`${category.Name} - Sauda`);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await cards(page).first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: products[0].Name })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(errors).toEqual([]);
});

/** A new browser context (at `viewport`, if given) whose cart holds one line of the first category's product. */
async function withCartLine(
  browser: Browser,
  request: APIRequestContext,
  viewport?: { width: number; height: number },
) {
  const { itemList } = await (await request.get('/api/v1/items?perPage=30')).json();
  const line = cartLineOf(colourProduct(await categoryProducts(request, itemList[0].Id)));
  const context = await browser.newContext(viewport ? { viewport } : {});
  await context.addInitScript((json) => localStorage.setItem('cartItems', json), JSON.stringify([line]));
  return { context, page: await context.newPage(), line };
}

test('the cart comes rendered in its loading state, then shows the shopper’s lines, never an empty cart', async ({
  browser,
  request,
}) => {
  const { context, page, line } = await withCartLine(browser, request);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let sendBoot!: () => void;
  const bootSent = new Promise<void>((resolve) => (sendBoot = resolve));
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await bootSent;
    await route.continue();
  });

  await page.goto('/cart');
  // Before the storefront's code: the page and its header, the cart's heading, and a busy list saying what loads.
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your cart' })).toBeAttached();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('Your Cart is Empty')).toHaveCount(0);
  await expect(page.getByText('turn on JavaScript')).toHaveCount(0);

  sendBoot();
  await expect(page.getByRole('heading', { level: 3, name: line.name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your cart' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 1 item');
  // Taken over, not drawn afresh: React logs a mismatch between the server's page and its own first render.
  expect(errors).toEqual([]);
  await context.close();
});

test('on a phone, the cart paints its lines before it asks for their shops’ names and vouchers', async ({
  browser,
  request,
}) => {
  const { context, page, line } = await withCartLine(browser, request, { width: 412, height: 823 });
  // The browser reports when it painted an element marked `elementtiming`, whatever its size (the largest-paint
  // entries name the line only if it is larger than what painted before it). The marks are set as the line is
  // added, before any frame draws it.
  await context.addInitScript(() => {
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[data-slot="cart-line"], [data-slot="cart-line"] *'))
        element.setAttribute('elementtiming', 'cart-line');
    }).observe(document, { childList: true, subtree: true });
  });
  // A phone's processor, as Lighthouse's mobile profile has it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 3, name: line.name })).toBeVisible();

  // What the names and vouchers take: the API client's code for shops and for vouchers, then the two calls. A
  // request is listed once answered, so all four are awaited.
  const asks = /\/api\/v1\/(shops|coupons\/vendor)\/|\/assets\/(shops|coupons)-clients-[\w-]+\.js$/;
  const askedAt = () =>
    page.evaluate(
      (source) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new RegExp(source).test(entry.name))
          .map((entry) => entry.startTime),
      asks.source,
    );
  await expect.poll(async () => (await askedAt()).length).toBe(4);
  const linePainted = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        new PerformanceObserver((list) => {
          // `paintTime` is when the frame that drew the line was rendered (its `startTime` is when that frame reached
          // the screen, which on a busy machine comes after the next frame's work has begun).
          resolve(
            list
              .getEntries()
              .filter((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === 'cart-line')
              .map((entry) => (entry as PerformanceEntry & { paintTime: number }).paintTime),
          );
        }).observe({ type: 'element', buffered: true });
      }),
  );
  expect(linePainted.length).toBeGreaterThan(0);
  const firstPaint = Math.min(...linePainted);
  for (const startTime of await askedAt()) expect(startTime).toBeGreaterThan(firstPaint);
  await context.close();
});

test('a tap and a search made before the take-over are held, then done by the storefront once it has the page', async ({
  browser,
  request,
}) => {
  const { products } = await (await request.get('/api/v1/products?perPage=1')).json();
  const product = products[0];
  const address = productPath(product.Name, product.Id);
  // A context of its own: the test's pages wait for the take-over on `goto`, and this shopper acts before it.
  const context = await browser.newContext();
  const page = await context.newPage();
  let sendBoot!: () => void;
  const bootSent = new Promise<void>((resolve) => (sendBoot = resolve));
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await bootSent;
    await route.continue();
  });

  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const search = page.getByRole('search').getByRole('combobox');
  await search.fill('lawn');
  await search.press('Enter');
  // Held: the page neither left for the results nor lost what was typed.
  await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
  await expect(search).toHaveValue('lawn');

  sendBoot();
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "lawn"' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 1 item');
  expect(await page.evaluate(() => localStorage.getItem('searchHistory'))).toBe('["lawn"]');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await context.close();
});

test('the home page’s footer stays where it is once a shopper has scrolled to it', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Help & Support' });
  await link.scrollIntoViewIfNeeded();
  const shown = await link.boundingBox();
  // Cards scrolled into view are drawn now; none may change the page's height above the footer.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  expect(await link.boundingBox()).toEqual(shown);
  await link.click();
  await expect(page).toHaveTitle('Help & Support - Sauda');
});

/**
 * Waits until React has taken `element` over: the element then carries React's own key, and its handlers run. A
 * click before that would be the browser's (a page load), and the journey could not tell.
 */
async function expectTakenOver(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

test('on a phone, the home page’s products and footer bring their code when the shopper scrolls to them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const islandCode = /\/assets\/(just-for-you|site-footer|header-search)-[\w-]+\.js$/;
  const loaded: string[] = [];
  page.on('request', (request) => {
    const name = islandCode.exec(new URL(request.url()).pathname)?.[1];
    if (name) loaded.push(name);
  });
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // Taken over without them: neither is in view on the first screen, and the shopper has not reached for the
  // header's search.
  expect(loaded).toEqual([]);

  const forYou = page.getByRole('region', { name: 'Just For You' });
  const card = forYou.getByRole('article').first();
  const cardLink = card.getByRole('link').first();
  const name = (await card.getAttribute('aria-label'))!;
  const forYouArrives = page.waitForResponse(/\/assets\/just-for-you-[\w-]+\.js$/);
  await forYou.scrollIntoViewIfNeeded();
  await forYouArrives;
  await expectTakenOver(cardLink);
  expect(loaded).toEqual(['just-for-you']);

  const help = page.getByRole('contentinfo').getByRole('link', { name: 'Help & Support' });
  const footerArrives = page.waitForResponse(/\/assets\/site-footer-[\w-]+\.js$/);
  await help.scrollIntoViewIfNeeded();
  await footerArrives;
  await expectTakenOver(help);
  expect(loaded).toEqual(['just-for-you', 'site-footer']);

  // Taken over, their links open pages in place.
  await cardLink.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await page.goBack();
  await help.click();
  await expect(page).toHaveTitle('Help & Support - Sauda');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('back on home from another page, home waits for ‘Just For You’, so the footer never shows in its place', async ({
  page,
}) => {
  // Held back, as on a slow network: drawn in the browser alone, the section asks for its code as home renders.
  let sendCode!: () => void;
  const codeSent = new Promise<void>((resolve) => (sendCode = resolve));
  let asked = 0;
  await page.route(/\/assets\/just-for-you-[\w-]+\.js$/, async (route) => {
    asked += 1;
    await codeSent;
    await route.continue();
  });
  await page.goto('/cart');
  await page.getByRole('banner').getByRole('link', { name: 'Sauda', exact: true }).click();
  await expect.poll(() => asked).toBe(1);

  // Meanwhile the routes' loader shows, and none of home: neither 'Just For You' nor the deals above it.
  await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Just For You' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Deals' })).toHaveCount(0);
  sendCode();
  const forYou = page.getByRole('region', { name: 'Just For You' });
  await expect(forYou.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deals' })).toBeVisible();
});

test('on a phone, a product page asks for its reviews and related products only as the shopper scrolls to them', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const listed = (await (await request.get('/api/v1/products', { params: { perPage: 1 } })).json()) as {
    products: { Id: string; Name: string }[];
  };
  const product = listed.products[0]!;
  const belowTheFold =
    /\/api\/v1\/(reviews\/product\/|products\?.*itemsCategoryId=)|\/assets\/(product-reviews|related-products)-/;
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (belowTheFold.test(sent.url())) asked.push(new URL(sent.url()).pathname);
  });
  await page.goto(productPath(product.Name, product.Id));
  // Taken over and idle: the product's own requests are done, and nothing below the fold was asked for.
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading reviews...')).toBeAttached();
  expect(asked).toEqual([]);

  // Scrolled to, as a shopper's thumb does. (A press of End scrolls only when the document has the keyboard's focus:
  // under load it sometimes had not, and nothing scrolled.)
  await page.getByText('Loading reviews...').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: /^Reviews/ })).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
});

test('the header’s search brings its code when the shopper reaches for it, and keeps what they typed meanwhile', async ({
  page,
}) => {
  // Held back until the shopper has typed, as on a slow network.
  let sendCode!: () => void;
  const codeSent = new Promise<void>((resolve) => (sendCode = resolve));
  const asked: string[] = [];
  await page.route(/\/assets\/header-search-[\w-]+\.js$/, async (route) => {
    asked.push(route.request().url());
    await codeSent;
    await route.continue();
  });
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  expect(asked).toEqual([]);

  const box = page.getByRole('search').getByRole('combobox');
  await box.click();
  await expect.poll(() => asked.length).toBe(1);
  await box.pressSequentially('power');
  sendCode();
  await expect(box).toHaveValue('power');
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option', { name: 'Power Banks' })).toBeVisible();
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "power"' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('searchHistory'))).toBe('["power"]');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('the storefront reports itself interactive once the page itself is React’s, not only the header around it', async ({
  page,
}) => {
  // React takes the routes' boundary (the page) over after the rest of the document; a journey, or a shopper, typing
  // into the page before then would have their text kept out of React's state.
  await page.addInitScript(() => {
    const mark = performance.mark.bind(performance);
    performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
      if (name === 'sauda:interactive') {
        const heading = document.querySelector('main h1');
        Object.assign(window, {
          headingTakenOver: !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber')),
        });
      }
      return mark(name, options);
    }) as typeof performance.mark;
  });
  for (const address of ['/', '/help-and-support']) {
    await page.goto(address);
    expect(await page.evaluate(() => (window as { headingTakenOver?: boolean }).headingTakenOver), address).toBe(true);
  }
});
