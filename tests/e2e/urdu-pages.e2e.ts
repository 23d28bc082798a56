import AxeBuilder from '@axe-core/playwright';
import * as commerce from '@sauda/commerce';
import { productPath, storePath } from '@sauda/commerce';
import type { Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { shownTexts } from '../../packages/commerce/src/test-support/texts';
import * as content from '../../storefront/src/content/en/about-us';
import * as faq from '../../storefront/src/content/en/faq';
import * as policies from '../../storefront/src/content/en/policies';
import * as messages from '../../storefront/src/messages';
import { cartLineOf, colourProduct, putInCart, type WireProduct } from './support/catalogue';
import { DEMO_SHOPPER, signInThroughApi, startSignedIn } from './support/shoppers';
import { expect, test } from './support/test';

const kit = join(import.meta.dirname, '../../packages/ui/src');

/**
 * Every English sentence the storefront itself can show: its messages and content, commerce's texts, the kit's widget
 * texts (functions called with a sample). Product data (names, shops, categories) is in none of them.
 */
async function englishSentences(): Promise<string[]> {
  const widgetTexts = await Promise.all(
    ['widgets', 'primitives'].flatMap((folder) =>
      readdirSync(join(kit, folder))
        .map((widget) => join(kit, folder, widget, 'texts/en.ts'))
        .filter((file) => readdirSync(join(file, '..', '..')).includes('texts'))
        .map(async (file) => (await import(pathToFileURL(file).href)) as Record<string, unknown>),
    ),
  );
  const commerceTexts = Object.entries(commerce)
    .filter(([name]) => /MESSAGE|LABELS$|Message$/.test(name))
    .map(([, value]) => value);
  const all = [messages, content, faq, policies, commerceTexts, widgetTexts].flatMap(shownTexts);
  // Two words or more of Latin letters: a sentence or a label, not a unit ('kB') or a code.
  return [...new Set(all.map((text) => text.trim()).filter((text) => /[A-Za-z]{2,}\W+[A-Za-z]{2,}/.test(text)))];
}

/** The English sentences `page` shows, its visible text read as a shopper reads it. */
async function englishShown(page: Page, sentences: readonly string[]): Promise<string[]> {
  const visible = await page.locator('body').innerText();
  return sentences.filter((sentence) => visible.includes(sentence));
}

test('fifteen pages in Urdu: right to left, no English sentence of the storefront, nothing wider than 320 px, axe clean', async ({
  page,
  request,
}) => {
  test.slow();
  const sentences = await englishSentences();
  expect(sentences.length).toBeGreaterThan(300);
  const { categoryList } = (await (await request.get('/api/v1/category')).json()) as {
    categoryList: { Id: string; Name: string }[];
  };
  const listing = (await (await request.get('/api/v1/listing')).json()) as { products: WireProduct[] };
  const product = colourProduct(listing.products);
  const shops = (await (await request.get('/api/v1/shops')).json()) as { shops?: { Id: string; Name: string }[] };
  const shop = shops.shops?.[0];
  const shopper = await signInThroughApi(request, DEMO_SHOPPER);

  await page.setViewportSize({ width: 320, height: 740 });
  await startSignedIn(page, shopper);
  await putInCart(page, [cartLineOf(product)]);
  const pages = [
    '/ur/',
    `/category/${categoryList[0]!.Id}`,
    '/search?query=joota',
    '/products/superdeals',
    productPath(product.Name, product.Id),
    ...(shop ? [storePath(shop.Name, shop.Id)] : []),
    '/shop',
    '/cart',
    '/user/orders',
    '/user/account',
    '/user/wishlist',
    '/help-and-support',
    '/faq',
    '/about-us',
    '/privacy-policy',
    '/contact-us',
  ].map((path) => (path.startsWith('/ur/') ? path : `/ur${path}`));
  expect(pages.length).toBeGreaterThanOrEqual(15);

  const found: Record<string, unknown> = {};
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
    await page.waitForLoadState('networkidle');
    const english = await englishShown(page, sentences);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const problems = {
      ...(english.length ? { english } : {}),
      ...(width > 320 ? { width } : {}),
      ...(axe.violations.length ? { axe: axe.violations.map((violation) => violation.id) } : {}),
    };
    if (Object.keys(problems).length) found[path] = problems;
  }
  expect(found).toEqual({});
});
