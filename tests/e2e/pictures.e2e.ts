import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { registerShopper, startSignedIn } from './support/shoppers';

/** Lighthouse's phone: a Moto G Power, 412 CSS px wide at 1.75 device pixels each. */
test.use({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

const LISTING = '/products/under-1500';
const CARDS = 24;

/** The product pictures the page receives, with their encoded sizes. */
function collectPictures(page: Page) {
  const pictures: { url: string; type: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().includes('/api/v1/media/demo/') || response.status() !== 200) return;
    pending.push(
      response
        .request()
        .sizes()
        .then(({ responseBodySize }) => {
          pictures.push({
            url: response.url(),
            type: response.headers()['content-type'] ?? '',
            bytes: responseBodySize,
          });
        }),
    );
  });
  return { pictures, settled: () => Promise.all(pending) };
}

/** Scrolls until the listing shows 24 cards and every card's picture has loaded. */
async function showCards(page: Page) {
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  // In Lite mode more cards come only once the end of the list is on screen: the test scrolls to it as a shopper does.
  const end = page.locator('[data-slot="listing-sentinel"]');
  for (let index = 0; index < CARDS; index += 2) {
    await expect(async () => {
      if ((await cards.count()) <= index) await end.scrollIntoViewIfNeeded({ timeout: 1_000 });
      await cards.nth(index).scrollIntoViewIfNeeded({ timeout: 1_000 });
      await expect(cards.nth(index)).toBeInViewport({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  }
  const covers = cards.locator('[data-slot="product-card-image"] img');
  await expect
    .poll(() =>
      covers.evaluateAll(
        (images) =>
          images
            .slice(0, 24)
            .filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)
            .length,
      ),
    )
    .toBe(CARDS);
  return covers;
}

/** A client-side navigation, as the storefront's own links make it (wouter follows `pushState`). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const sum = (pictures: { bytes: number }[]) => pictures.reduce((total, { bytes }) => total + bytes, 0);

test('a listing sends its product pictures as AVIF, each card sized by srcset for the phone', async ({ page }) => {
  const { pictures, settled } = collectPictures(page);
  await page.goto(LISTING);
  const covers = await showCards(page);
  await settled();
  // Cards of products drawn alike share a file, which comes once.
  expect(pictures.length).toBeGreaterThan(CARDS / 2);
  expect(new Set(pictures.map(({ type }) => type))).toEqual(new Set(['image/avif']));
  const shown = await covers.evaluateAll((images) =>
    images.slice(0, 24).map((image) => new URL((image as HTMLImageElement).currentSrc).searchParams.get('w')),
  );
  expect(shown.slice(1), shown.join()).toEqual(Array.from({ length: CARDS - 1 }, () => '480'));
  // The first card's picture is preloaded by the server under its plain URL; the others come in widths.
  await expect(covers.nth(1)).toHaveAttribute('srcset', /\?w=160 160w, .*\?w=1280 1280w$/);
  await expect(covers.nth(1)).toHaveAttribute('sizes', /50vw$/);
  // A card is half of 412 px at 1.75×: about 360 device pixels, so the 480 px file; only the preloaded first picture
  // comes at the plain URL's 640 px default.
  const widths = pictures.map(({ url }) => new URL(url).searchParams.get('w'));
  expect(widths.filter((width) => width === null).length, widths.join()).toBeLessThanOrEqual(1);
  expect(
    widths.filter((width) => width !== null && width !== '480'),
    widths.join(),
  ).toEqual([]);
  console.log(`listing pictures: ${pictures.length}, ${sum(pictures)} bytes`);
});

test('with Lite mode on, the same listing asks for smaller pictures and the account page shows the saving', async ({
  page,
  request,
}) => {
  test.slow();
  const shopper = await registerShopper(request);
  await startSignedIn(page, shopper);

  const measure = async () => {
    const { pictures, settled } = collectPictures(page);
    await openInApp(page, LISTING);
    await showCards(page);
    await settled();
    page.removeAllListeners('response');
    return pictures;
  };

  await page.goto('/user/account');
  const liteSwitch = page.getByRole('checkbox', { name: 'Use Lite mode on this device' });
  await expect(liteSwitch).not.toBeChecked();
  const full = await measure();

  // A new context: nothing cached from the full-size visit.
  const context = await page
    .context()
    .browser()!
    .newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      baseURL: test.info().project.use.baseURL,
    });
  const litePage = await context.newPage();
  page = litePage;
  await startSignedIn(page, shopper);
  await page.goto('/user/account');
  // The box is drawn by its label, which takes the tap.
  await page.getByText('Use Lite mode on this device').click();
  await expect(page.getByRole('checkbox', { name: 'Use Lite mode on this device' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('liteMode'))).toBe('true');
  // Its text turns to the phone's own fonts at once: the kit's web font is not asked for again.
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await expect.poll(bodyFont).not.toContain('Inter');
  const lite = await measure();

  // Every file but the first card's (kept at its plain URL) is a lite one, a step down the ladder.
  const notLite = lite.filter(({ url }) => new URL(url).searchParams.get('q') !== 'lite');
  expect(notLite.length).toBeLessThanOrEqual(1);
  expect(lite.filter(({ url }) => new URL(url).searchParams.get('w') === '320').length).toBeGreaterThan(CARDS / 2);
  expect(sum(lite)).toBeLessThan(sum(full) * 0.6);
  console.log(`full: ${sum(full)} bytes, lite: ${sum(lite)} bytes`);

  await openInApp(page, '/user/account');
  await expect(page.getByText(/Lite mode saved about \d+(\.\d)? kB/)).toBeVisible();
  // A page loaded afresh comes from the server in Lite mode too.
  await page.reload();
  expect(await bodyFont()).not.toContain('Inter');
  await page.getByText('Use Lite mode on this device').click();
  await expect.poll(bodyFont).toContain('Inter');
  await context.close();
});

test('on a phone, home asks for a picture only as it comes within a screen of the viewport', async ({ page }) => {
  await page.goto('/');
  const forYou = page.getByRole('region', { name: 'Just For You' });
  const covers = forYou.locator('[data-slot="product-card-image"] img');
  await expect(covers.first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  // 'Just For You' starts about three screens down: none of its pictures has a file yet, though the browser's own
  // lazy loading would have fetched them (it looks 1,250-2,500 px ahead).
  const states = () =>
    covers.evaluateAll((images) =>
      images.map((image) => ({
        asked: image.hasAttribute('src'),
        waiting: image.hasAttribute('data-near-src'),
      })),
    );
  const before = await states();
  expect(before.length).toBeGreaterThan(0);
  expect(before.filter(({ asked }) => asked)).toEqual([]);
  expect(before.every(({ waiting }) => waiting)).toBe(true);

  // Scrolled to, its first row shows its pictures, each sized by srcset.
  await covers.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => covers.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await expect(covers.first()).toHaveAttribute('srcset', /\?w=480 480w/);
  // The last card, a dozen screens further, still waits.
  expect((await states()).at(-1)).toEqual({ asked: false, waiting: true });
});
