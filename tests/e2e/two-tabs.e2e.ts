import { expect, test } from './support/test';
import { categoryProducts, colourProduct } from './support/catalogue';

test('two tabs: adding to the cart in one updates the badge in the other; a reload keeps the cart', async ({
  context,
  page,
}) => {
  await page.goto('/');
  const tile = page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Power Banks' });
  const itemsCategoryId = ((await tile.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
  const product = colourProduct(await categoryProducts(page.request, itemsCategoryId));
  const other = await context.newPage();
  await other.goto('/cart');
  await expect(other.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  const otherBadge = other.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await expect(otherBadge).toHaveAccessibleName('Cart');

  await page.goto(`/product/view/${product.Id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // The other tab learns of it through the storage event: no reload, no focus.
  await expect(otherBadge).toHaveAccessibleName('Cart, 1 item');
  await expect(other.getByRole('article', { name: product.Name })).toBeVisible();

  await other.getByRole('button', { name: `Increase quantity of ${product.Name}` }).click();
  await expect(other.getByRole('status', { name: `Quantity of ${product.Name}: 2` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('status', { name: `Quantity of ${product.Name}: 2` })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${product.Name} from cart` }).click();
  await expect(page.getByText('Item removed from cart!')).toBeVisible();
  await expect(otherBadge).toHaveAccessibleName('Cart');
  await expect(other.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
});
