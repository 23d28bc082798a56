import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { cartLineOf, colourProduct, couponShopId, putInCart, shopProducts } from './support/catalogue';
import { openInStorefront, scrollToBottom } from './support/navigation';
import { latestCode, newShopper, registerShopper, startSignedIn } from './support/shoppers';

/** A touch phone, where a page is many screens tall and the wrong scroll position hides a page's top. */
const PHONE = { width: 390, height: 844 };

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a product opened from a scrolled listing shows its top; back returns to the same card, forward to the top', async ({
    page,
  }) => {
    await page.goto('/products/under-1500');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    const card = cards.nth(7);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeInViewport();
    const listingY = await scrollY(page);
    expect(listingY).toBeGreaterThan(PHONE.height);
    const name = (await card.getAttribute('aria-label')) ?? '';

    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL('/products/under-1500');
    await expect.poll(() => scrollY(page)).toBe(listingY);
    await expect(cards.nth(7)).toBeInViewport();
    await expect(cards.nth(7)).toHaveAttribute('aria-label', name);

    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);
  });

  test("a page whose code cannot be downloaded says so inside the frame; other pages work; 'Try again' opens it", async ({
    page,
  }) => {
    const faqCode = '**/assets/faq-page-*.js';
    await page.route(faqCode, (route) => route.abort('internetdisconnected'));
    await openInStorefront(page, '/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not open this page' })).toBeVisible();
    await expect(page.getByText('Check your connection and try again.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');

    // The rest of the storefront still works.
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'We could not open this page' })).toBeVisible();

    // Back online: 'Try again' asks for the code again, and the page opens.
    await page.unroute(faqCode);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We could not open this page' })).toHaveCount(0);
  });

  test('sign-up from checkout: the login page leads to sign-up at its top; the verified shopper lands signed in on checkout', async ({
    page,
    request,
  }) => {
    test.slow();
    const shopper = newShopper('Sana Javed');
    const product = colourProduct(await shopProducts(request, await couponShopId(request, 'SAUDA15')));
    await page.goto('/favicon.svg');
    await putInCart(page, [cartLineOf(product)]);

    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout (1)' }).click();
    await expect(page).toHaveURL('/user/login?returnTo=%2Fcheckout');
    await scrollToBottom(page);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL('/user/sign-up?returnTo=%2Fcheckout');
    expect(await scrollY(page)).toBe(0);

    const signUp = page.getByRole('form', { name: 'Create an account' });
    await signUp.getByRole('textbox', { name: 'Full Name' }).fill(shopper.name);
    await signUp.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await signUp.getByRole('textbox', { name: /Phone Number/ }).fill(shopper.phone);
    await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password);
    await signUp.getByRole('textbox', { name: 'Confirm Password' }).fill(shopper.password);
    await signUp.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/user\/verify\?.*returnTo=%2Fcheckout/);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(await latestCode(request, shopper.email));

    // Signed in without typing the password again, and on checkout (entered as from the cart, which it needs).
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByText(`Your email is verified. Welcome to Sauda, ${shopper.name}!`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string });
    expect(stored.email).toBe(shopper.email);
    // The password was never kept in the browser's storage.
    const kept = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(kept).not.toContain(shopper.password);
  });
});

test('a session the server no longer accepts ends where the shopper is; pages that need a user go to login', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const product = colourProduct(await shopProducts(request, await couponShopId(request, 'SAUDA15')));
  // As the storefront stores it, with a token the server refuses (as after a password reset on another device).
  await startSignedIn(page, { ...shopper, token: `${shopper.token.slice(0, -4)}AAAA` });

  const productPath = `/product/view/${product.Id}`;
  await page.goto(productPath);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(productPath);
  await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: shopper.name })).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')])).toEqual([
    null,
    null,
  ]);

  // An account page needs the user: to login, which brings the shopper back.
  await startSignedIn(page, { ...shopper, token: `${shopper.token.slice(0, -4)}AAAA` });
  await page.goto('/user/orders');
  await expect(page).toHaveURL('/user/login?returnTo=%2Fuser%2Forders');
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
});
