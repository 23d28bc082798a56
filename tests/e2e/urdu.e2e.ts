import { LOCALE_COOKIE } from '@sauda/commerce';
import { headerTextsUr } from '../../packages/ui/src/widgets/header/texts/ur';
import { productGridTextsUr } from '../../packages/ui/src/widgets/product-grid/texts/ur';
import { productSummaryTextsUr } from '../../packages/ui/src/widgets/product-summary/texts/ur';
import { searchBoxTextsUr } from '../../packages/ui/src/widgets/search-box/texts/ur';
import { categoryTilesTextsUr } from '../../packages/ui/src/widgets/category-tiles/texts/ur';
import { cart } from '../../storefront/src/messages/ur/cart';
import { home } from '../../storefront/src/messages/ur/home';
import { listing } from '../../storefront/src/messages/ur/listing';
import { expect, test } from './support/test';

/** The banner's cart link, whatever its count. */
const cartLinkName = new RegExp(`^${headerTextsUr.cart(0)}`);

test('in Urdu: home reads right to left, "joota" finds the shoes, and a product goes into the cart', async ({
  page,
  request,
}) => {
  await page.goto('/ur/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(home.title);
  await expect(page.getByRole('heading', { name: home.categories })).toBeVisible();

  // Roman Urdu, as Pakistanis type it in chat: the shoes.
  const box = page.getByRole('search').getByRole('combobox', { name: searchBoxTextsUr.field });
  await box.fill('joota');
  await box.press('Enter');
  await expect(page).toHaveURL('/ur/search?query=joota');
  await expect(page.getByRole('heading', { level: 1, name: listing.search.heading('joota') })).toBeVisible();
  await expect(page).toHaveTitle(listing.search.title('joota'));
  const found = (await (await request.get('/api/v1/listing', { params: { query: 'joota' } })).json()) as {
    products: { Name: string }[];
  };
  expect(found.products.length).toBeGreaterThan(0);
  const cards = page.getByRole('list', { name: productGridTextsUr.list }).getByRole('article');
  await expect(cards.first()).toHaveAttribute('aria-label', found.products[0]!.Name);

  // A category from home's tiles, then a product into the cart: every control named in Urdu.
  await page.goto('/ur/');
  await page.getByRole('list', { name: categoryTilesTextsUr.list }).getByRole('link', { name: 'Power Banks' }).click();
  await expect(page).toHaveURL(/\/ur\/Power-Banks\/[0-9a-f-]{36}$/);
  const first = cards.first();
  const productName = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/^[^?]*\/ur\/product\/[^/]+\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.getByRole('button', { name: productSummaryTextsUr.addToCart }).click();
  const cartLink = page.getByRole('banner').getByRole('link', { name: cartLinkName });
  await expect(cartLink).toHaveAccessibleName(headerTextsUr.cart(1));
  await cartLink.click();
  await expect(page).toHaveURL('/ur/cart');
  await expect(page.getByRole('heading', { level: 1, name: cart.heading })).toBeVisible();
  await expect(page.getByRole('article', { name: productName })).toBeVisible();
});

test('the language switch keeps the page, and the site opens next time in the language last read', async ({
  page,
  context,
}) => {
  await page.goto('/ur/search?query=kameez');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/search\?query=kameez$/);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/search?query=kameez');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "kameez"' })).toBeVisible();

  // Back to Urdu from the footer's switch: the next visit to the site's root opens in Urdu.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('link', { name: 'اردو' }).click();
  await expect(page).toHaveURL('/ur/search?query=kameez');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('ur');
  const next = await context.newPage();
  await next.goto('/');
  await expect(next).toHaveURL('/ur/');
  await expect(next.locator('html')).toHaveAttribute('dir', 'rtl');
  // The switch on that page leads to English home, and stays there.
  await next.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(next).toHaveURL('/');
  await expect(next.locator('html')).toHaveAttribute('lang', 'en');
});
