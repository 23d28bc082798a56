import { expect, test } from './support/test';
import { cartLineOf, categoryProducts, colourProduct, putInCart } from './support/catalogue';
import { DEMO_SHOPPER, signInThroughApi, startSignedIn } from './support/shoppers';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('at 360 px: the bottom bar, the categories drawer and the filter drawer work', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user/account');
  // The desktop strip is not shown on small screens.
  await expect(page.getByRole('navigation', { name: 'Seller and support' })).toBeHidden();

  await bar.getByRole('button', { name: 'Categories' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Categories' });
  await expect(drawer).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'true');
  const entry = drawer.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Power Banks' });
  const href = (await entry.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/Power-Banks\/[0-9a-f-]{36}$/);
  await entry.tap();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1, name: 'Power Banks' })).toBeVisible();

  // Under 768 px the filters live in a drawer.
  const products = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(products.first()).toBeVisible();
  const before = await products.count();
  await expect(page.getByRole('region', { name: 'Brand' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).tap();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters).toBeVisible();
  await filters.getByText('Anker', { exact: true }).tap();
  await filters.getByRole('button', { name: '4 Stars & Up' }).tap();
  await filters.getByRole('button', { name: 'Done' }).tap();
  await expect(filters).toBeHidden();
  await expect(page).toHaveURL(/brand=Anker/);
  await expect(page.getByText('Selected Filters:')).toBeVisible();
  // The unfiltered cards stay on screen until the filtered answer comes: wait for it.
  await expect.poll(() => products.count()).toBeLessThan(before);
  const names = await products.evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/^Anker /);

  // The cart entry carries the badge once something is in the cart.
  const line = cartLineOf(colourProduct(await categoryProducts(page.request, href.split('/').at(-1) ?? '')));
  await putInCart(page, [line]);
  await page.reload();
  await expect(bar.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await bar.getByRole('link', { name: 'Cart, 1 item' }).tap();
  await expect(page).toHaveURL('/cart');
  await expect(bar.getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('aria-current', 'page');
  await bar.getByRole('link', { name: 'Home' }).tap();
  await expect(page).toHaveURL('/');
});

test('at 360 px: the account tab strip scrolls to every entry and opens it', async ({ page, request }) => {
  await startSignedIn(page, await signInThroughApi(request, DEMO_SHOPPER));
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Account' }).tap();
  await expect(page).toHaveURL('/user/account');
  const tabs = page.getByRole('navigation', { name: 'Account' });
  await expect(tabs.getByRole('link')).toHaveText([
    'Profile',
    'My Orders',
    'My Return',
    'My Cancellations',
    'Wishlist',
    'Followed Shops',
  ]);
  await expect(tabs.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  // Six entries do not fit in 360 px: the strip scrolls sideways, the page does not.
  const last = tabs.getByRole('link', { name: 'Followed Shops' });
  await expect(last).not.toBeInViewport();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const [name, path, heading] of [
    ['Followed Shops', '/user/followed-shops', 'Your Followed Shops'],
    ['My Orders', '/user/orders', 'My Orders'],
    ['Wishlist', '/user/wishlist', 'Your Wishlist'],
  ] as const) {
    await tabs.getByRole('link', { name }).tap();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
});
