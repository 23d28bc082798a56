import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { categoryProducts, colourProduct, figure, type WireProduct } from './support/catalogue';
import { registerShopper, startSignedIn } from './support/shoppers';

/** A product of the Power Banks category, found through the home tiles' link, and its page. */
async function powerBank(page: Page, skip: number): Promise<{ product: WireProduct; href: string }> {
  await page.goto('/');
  const tile = page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Power Banks' });
  const itemsCategoryId = ((await tile.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
  const product = colourProduct(await categoryProducts(page.request, itemsCategoryId), skip);
  return { product, href: `/product/view/${product.Id}` };
}

/** The number a store header shows under a label ('Followers'), as a number. */
async function storeCount(page: Page, label: string): Promise<number> {
  const text = await figure(page.getByRole('main'), label).first().textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

test('wishlist: add from the product, refused twice, removed on the wishlist page', async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await startSignedIn(page, shopper);
  const { product, href } = await powerBank(page, 1);

  // A second tab that opened the product before it was wishlisted.
  const stale = await page.context().newPage();
  await stale.goto(href);
  await expect(stale.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();

  await page.goto(href);
  const heart = page.getByRole('button', { name: 'Add to wishlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('Item added to wishlist!')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await stale.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(stale.getByText('Item already in wishlist!')).toBeVisible();
  await stale.close();

  await page.getByRole('banner').getByRole('button', { name: shopper.name }).click();
  await page.getByRole('dialog', { name: shopper.name }).getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL('/user/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
  const card = page.getByRole('article', { name: product.Name });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Remove ${product.Name} from wishlist` }).click();
  await expect(page.getByText('Removed successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No items in your wishlist' })).toBeVisible();
  await expect(page.getByText('Add your favorite items to the wishlist!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
});

test('follow a store (Success), find it in Followed Shops by search, unfollow', async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await startSignedIn(page, shopper);
  const { product, href } = await powerBank(page, 2);
  await page.goto(href);
  await page.getByRole('link', { name: product.ShopName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/store/[^/]+/${product.ShopId}$`));
  await expect(page.getByRole('heading', { name: product.ShopName })).toBeVisible();
  const followers = await storeCount(page, 'Followers');

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toBeVisible();
  await expect(success.getByText(`You are now following ${product.ShopName}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect.poll(() => storeCount(page, 'Followers')).toBe(followers + 1);
  await success.getByRole('link', { name: 'View Followed Shops' }).click();

  await expect(page).toHaveURL('/user/followed-shops');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Followed Shops' })).toBeVisible();
  const search = page.getByPlaceholder('Search for a shop...');
  const shopCard = page.getByRole('link', { name: new RegExp(`^${product.ShopName}`) });
  await expect(shopCard).toContainText(`${followers + 1} followers`);
  await search.fill('zzz no such shop');
  await expect(shopCard).toHaveCount(0);
  await search.fill(product.ShopName.split(' ')[0]?.toUpperCase() ?? '');
  await expect(shopCard).toBeVisible();

  await shopCard.click();
  await expect(page.getByRole('heading', { name: product.ShopName })).toBeVisible();
  await page.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect.poll(() => storeCount(page, 'Followers')).toBe(followers);
  await page.goto('/user/followed-shops');
  await expect(page.getByRole('heading', { name: 'No followed shops yet' })).toBeVisible();
});

test('a visitor who presses Follow sees Login Required, and Login comes back to the store', async ({ page }) => {
  const { product, href } = await powerBank(page, 0);
  await page.goto(href);
  await page.getByRole('link', { name: product.ShopName }).first().click();
  await expect(page.getByRole('heading', { name: product.ShopName })).toBeVisible();
  const store = new URL(page.url()).pathname;

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(store);

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`/user/login?returnTo=${encodeURIComponent(store)}`);
});
