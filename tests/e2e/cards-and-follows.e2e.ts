import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { categoryProducts, type WireProduct } from './support/catalogue';
import { registerShopper, startSignedIn } from './support/shoppers';

interface WireItem {
  Id: string;
  Name: string;
}

/** The items categories, as the header and home tiles list them. */
async function itemCategories(request: APIRequestContext): Promise<WireItem[]> {
  const answer = await request.get('/api/v1/items', { params: { perPage: 100 } });
  return ((await answer.json()) as { itemList: WireItem[] }).itemList;
}

test('the heart of a card wished in another colour removes that entry, and its name flips', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const powerBanks = (await itemCategories(request)).find((item) => item.Name === 'Power Banks')!;
  const products = await categoryProducts(request, powerBanks.Id);
  // A product the card shows in its first colour, saved in its second: the entries differ in colour.
  const product = products.slice(0, 10).find((candidate) => candidate.colorVariants.length >= 2) as WireProduct;
  const saved = await request.post('/api/v1/wishlist/add', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { userId: shopper.userId, productId: product.Id, color: product.colorVariants[1]!.color, size: null },
  });
  expect(saved.status()).toBe(200);

  await startSignedIn(page, shopper);
  await page.goto(`/Power-Banks/${powerBanks.Id}`);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article', { name: product.Name });
  const wished = card.getByRole('button', { name: `Remove ${product.Name} from wishlist` });
  await expect(wished).toHaveAttribute('aria-pressed', 'true');
  await wished.click();
  await expect(page.getByText('Removed successfully')).toBeVisible();
  const heart = card.getByRole('button', { name: `Add ${product.Name} to wishlist` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  const list = await request.get(`/api/v1/wishlist/${shopper.userId}`, {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(((await list.json()) as { ProductId: string }[]).map((entry) => entry.ProductId)).not.toContain(product.Id);
  await page.reload();
  await expect(card.getByRole('button', { name: `Add ${product.Name} to wishlist` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('home shows every category, and Just For You spans several', async ({ page, request }) => {
  const items = await itemCategories(request);
  await page.goto('/');
  const tiles = page.getByRole('region', { name: 'Shop by category' }).getByRole('list', { name: 'Categories' });
  await expect(tiles.getByRole('link')).toHaveCount(items.length);
  for (const item of items) await expect(tiles.getByRole('link', { name: item.Name })).toBeVisible();

  const forYou = page.getByRole('region', { name: 'Just For You' });
  await forYou.scrollIntoViewIfNeeded();
  const cards = forYou.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names = await cards.evaluateAll((all) => all.map((card) => card.getAttribute('aria-label')));
  const newest = (
    (await (await request.get('/api/v1/products', { params: { perPage: 50 } })).json()) as {
      products: WireProduct[];
    }
  ).products;
  const categoryOf = new Map(newest.map((product) => [product.Name, product.ItemsCategoryId]));
  const shown = new Set(names.map((name) => categoryOf.get(name ?? '')).filter(Boolean));
  expect(shown.size).toBeGreaterThanOrEqual(8);
});
