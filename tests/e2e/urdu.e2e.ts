import { LOCALE_COOKIE } from '@sauda/commerce';
import { ORDER_PLACED_MESSAGE } from '../../packages/commerce/src/validation/messages/ur/checkout';
import { checkoutFormTextsUr } from '../../packages/ui/src/widgets/checkout-form/texts/ur';
import { orderCardTextsUr } from '../../packages/ui/src/widgets/order-card/texts/ur';
import { orderSummaryTextsUr } from '../../packages/ui/src/widgets/order-summary/texts/ur';
import { otpInputTextsUr } from '../../packages/ui/src/widgets/otp-input/texts/ur';
import { signUpFormTextsUr } from '../../packages/ui/src/widgets/sign-up-form/texts/ur';
import { verifyCodeFormTextsUr } from '../../packages/ui/src/widgets/verify-code-form/texts/ur';
import { headerTextsUr } from '../../packages/ui/src/widgets/header/texts/ur';
import { productGridTextsUr } from '../../packages/ui/src/widgets/product-grid/texts/ur';
import { productSummaryTextsUr } from '../../packages/ui/src/widgets/product-summary/texts/ur';
import { searchBoxTextsUr } from '../../packages/ui/src/widgets/search-box/texts/ur';
import { categoryTilesTextsUr } from '../../packages/ui/src/widgets/category-tiles/texts/ur';
import { cart } from '../../storefront/src/messages/ur/cart';
import { home } from '../../storefront/src/messages/ur/home';
import { listing } from '../../storefront/src/messages/ur/listing';
import { cartLineOf, colourProduct, putInCart, shopProducts, couponShopId } from './support/catalogue';
import { latestCode, newShopper } from './support/shoppers';
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

test('in Urdu: sign up with the mailed code, check out with cash on delivery, and find the order', async ({
  page,
  request,
}) => {
  test.slow();
  const shopper = newShopper('Sadia Parveen');
  const product = colourProduct(await shopProducts(request, await couponShopId(request, 'SAUDA15')));
  await page.goto('/favicon.svg');
  await putInCart(page, [cartLineOf(product)]);

  await page.goto('/ur/user/sign-up');
  const signUp = page.getByRole('form', { name: signUpFormTextsUr.title });
  await signUp.getByRole('textbox', { name: signUpFormTextsUr.name }).fill(shopper.name);
  await signUp.getByRole('textbox', { name: signUpFormTextsUr.email }).fill(shopper.email);
  await signUp.getByRole('textbox', { name: new RegExp(signUpFormTextsUr.phone) }).fill(shopper.phone);
  await signUp.getByRole('textbox', { name: signUpFormTextsUr.password, exact: true }).fill(shopper.password);
  await signUp.getByRole('textbox', { name: signUpFormTextsUr.confirmPassword }).fill(shopper.password);
  await signUp.getByRole('button', { name: signUpFormTextsUr.submit }).click();

  await expect(page).toHaveURL(/\/ur\/user\/verify\?/);
  await expect(page.getByRole('heading', { level: 1, name: verifyCodeFormTextsUr.title })).toBeVisible();
  await page.getByRole('textbox', { name: otpInputTextsUr.digitLabel(1, 6) }).click();
  await page.keyboard.type(await latestCode(request, shopper.email));
  await expect(page).toHaveURL('/ur/');
  await expect(page.getByRole('banner').getByRole('button', { name: shopper.name })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: cartLinkName }).click();
  await expect(page).toHaveURL('/ur/cart');
  await page.getByRole('button', { name: orderSummaryTextsUr.checkout(1) }).click();
  await expect(page).toHaveURL('/ur/checkout');
  const form = page.getByRole('form', { name: checkoutFormTextsUr.title });
  // An empty address is refused in Urdu, and nothing is lost.
  await page.getByRole('button', { name: checkoutFormTextsUr.submit }).click();
  await expect(form.getByText(checkoutFormTextsUr.required).first()).toBeVisible();
  await form
    .getByRole('textbox', { name: checkoutFormTextsUr.streetAddressLine1, exact: true })
    .fill('House 12, Street 4, G-9/2');
  await form
    .getByRole('combobox', { name: checkoutFormTextsUr.state, exact: true })
    .selectOption({ label: 'Islamabad' });
  await form
    .getByRole('combobox', { name: checkoutFormTextsUr.city, exact: true })
    .selectOption({ label: 'Islamabad' });
  await form.getByRole('textbox', { name: new RegExp(checkoutFormTextsUr.phoneNumber) }).fill(shopper.phone);
  await page.getByRole('button', { name: checkoutFormTextsUr.submit }).click();

  await expect(page).toHaveURL(/\/ur\/user\/orders\/SD-\d{4}-\d{4}\/placed$/);
  await expect(page.getByText(ORDER_PLACED_MESSAGE)).toBeVisible();
  await page.goto('/ur/user/orders');
  await expect(page.getByRole('article', { name: new RegExp(`^${orderCardTextsUr.orderId}`) })).toHaveCount(1);
});
