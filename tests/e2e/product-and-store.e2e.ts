import { formatPrice } from '@sauda/commerce';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { categoryProducts, escapeRegExp, figure, type StoredCartLine, type WireProduct } from './support/catalogue';
import { registerShopper, startSignedIn } from './support/shoppers';
import { openInStorefront, scrollToReviews } from './support/navigation';

type SizeOf = WireProduct['variants'][number]['Sizes'][number];

/** A review as the product's review list answers it (only what these tests read). */
interface ReviewRow {
  vendorReply: string | null;
}

/** A product of one colour whose first two sizes cost differently, with the category it is listed in. */
interface SizedProduct {
  product: WireProduct;
  itemsCategoryId: string;
  colour: string;
  first: SizeOf;
  second: SizeOf;
}

/** The first size-variant product (among the newest of each items category) whose first two sizes differ in price. */
async function sizedProduct(request: APIRequestContext): Promise<SizedProduct> {
  const items = await request.get('/api/v1/items', { params: { perPage: 30 } });
  expect(items.status()).toBe(200);
  for (const { Id: itemsCategoryId } of ((await items.json()) as { itemList: { Id: string }[] }).itemList) {
    const answer = await request.get('/api/v1/products', { params: { itemsCategoryId, perPage: 8 } });
    if (answer.status() !== 200) continue;
    for (const product of ((await answer.json()) as { products: WireProduct[] }).products) {
      const variant = product.variants[0];
      const [first, second] = variant?.Sizes ?? [];
      if (variant && first && second && first.price !== second.price) {
        return { product, itemsCategoryId, colour: variant.VariantColor, first, second };
      }
    }
  }
  throw new Error('No size-variant product with two prices in the seed');
}

/** The lines under `cartItems`. */
async function storedCart(page: Page): Promise<StoredCartLine[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as StoredCartLine[]);
}

/** The number a store header shows for a label ('Followers'). */
async function storeCount(page: Page, label: string): Promise<number> {
  const text = await figure(page.getByRole('main'), label).first().textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

test.describe('product detail', () => {
  test('a size changes the price, the fourth unit is refused, and the line carries the chosen variant', async ({
    page,
  }) => {
    const { product, itemsCategoryId, colour, first, second } = await sizedProduct(page.request);
    await page.goto(`/category/${itemsCategoryId}`);
    await page.getByRole('article', { name: product.Name }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/product/[^/]+/${product.Id}$`));
    await expect(page).toHaveTitle(`${product.Name} - Sauda`);

    const summary = page.getByRole('region', { name: product.Name, exact: true });
    await expect(summary.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
    await expect(summary.getByRole('link', { name: product.ShopName })).toHaveAttribute(
      'href',
      new RegExp(`/store/[^/]+/${product.ShopId}$`),
    );
    await expect(summary).toContainText(`Price: ${formatPrice(first.price)}`);
    // The radios are drawn as chips: the shopper presses the chip (the radio's label).
    const size = summary.getByRole('radio', { name: new RegExp(`^${second.size}\\b`) });
    await size.locator('xpath=..').click();
    await expect(size).toBeChecked();
    await expect(summary).toContainText(`Price: ${formatPrice(second.price)}`);
    await expect(summary).not.toContainText(`Price: ${formatPrice(first.price)}`);

    const addToCart = summary.getByRole('button', { name: 'Add to Cart' });
    await addToCart.click();
    await expect(page.getByText('Item added to cart!').first()).toBeVisible();
    await addToCart.click();
    await addToCart.click();
    await expect(page.getByText('Maximum quantity of 3 reached!')).toHaveCount(0);
    await addToCart.click();
    await expect(page.getByText('Maximum quantity of 3 reached!')).toBeVisible();

    expect(await storedCart(page)).toEqual([
      {
        productId: product.Id.toLowerCase(),
        name: product.Name,
        brand: product.Brand,
        color: colour,
        size: second.size,
        image: product.variants[0]?.VariantImage || (product.Images[0] ?? ''),
        price: second.price,
        oldPrice: second.oldprice || null,
        quantity: 3,
        shopId: product.ShopId.toLowerCase(),
      },
    ]);
  });

  test("picking a colour shows that colour's picture, and the cart line carries it", async ({ page, request }) => {
    const { product, itemsCategoryId } = await sizedProduct(request);
    const siblings = await categoryProducts(request, itemsCategoryId);
    const shown = [product, ...siblings].find((each) => {
      const [first, second] = [...each.colorVariants.map((c) => c.image), ...each.variants.map((v) => v.VariantImage)];
      return first && second && first !== second;
    });
    if (!shown) throw new Error('No product with two colour pictures in this category');
    const colours = shown.colorVariants.length
      ? shown.colorVariants.map(({ color, image }) => ({ color, image }))
      : shown.variants.map(({ VariantColor, VariantImage }) => ({ color: VariantColor, image: VariantImage }));
    const second = colours[1] as { color: string; image: string };

    await page.goto(`/product/view/${shown.Id}`);
    const gallery = page.getByRole('region', { name: `Images of ${shown.Name}` });
    const mainImage = gallery.getByRole('img', {
      name: new RegExp(`^${escapeRegExp(shown.Name)}, image \\d+ of \\d+$`),
    });
    await expect(mainImage).toHaveAttribute('src', shown.Images[0] ?? '');
    const colour = page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(second.color)}\\b`) });
    await colour.locator('xpath=..').click();
    await expect(colour).toBeChecked();
    await expect(mainImage).toHaveAttribute('src', second.image);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Item added to cart!').first()).toBeVisible();
    expect((await storedCart(page)).map(({ color, image }) => ({ color, image }))).toEqual([
      { color: second.color, image: second.image },
    ]);
  });

  test('Buy Now adds the product and opens the cart with its line', async ({ page, request }) => {
    const { product } = await sizedProduct(request);
    await page.goto(`/product/view/${product.Id}`);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL('/cart');
    const line = page.getByRole('article', { name: product.Name });
    await expect(line.getByRole('status', { name: `Quantity of ${product.Name}: 1` })).toBeVisible();
  });

  test('the page shows the description, reviews and related products; Write a review opens the review page', async ({
    page,
    request,
  }) => {
    const { product } = await sizedProduct(request);
    const reviews = await request.get(`/api/v1/reviews/product/${product.Id}/reviews`);
    const reviewCount = ((await reviews.json()) as unknown[]).length;
    await page.goto(`/product/view/${product.Id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Description' })).toBeVisible();
    await scrollToReviews(page);
    const details = page.getByRole('region', { name: 'Product details' });
    await expect(details.getByRole('term')).toHaveText(['Brand', 'Category']);
    await expect(details.getByRole('definition').first()).toHaveText(product.Brand);
    const reviewSection = page.getByRole('region', { name: /^Reviews/ });
    if (reviewCount === 0) {
      await expect(reviewSection.getByText('No reviews yet. Be the first to review this product.')).toBeVisible();
    } else {
      await expect(reviewSection.getByRole('article')).toHaveCount(reviewCount);
    }
    const related = page.getByRole('region', { name: 'Related Products' });
    await expect(related.getByRole('article').first()).toBeVisible();
    await expect(related.getByRole('article', { name: product.Name })).toHaveCount(0);

    const sharedPicture = page.locator('meta[property="og:image"]');
    await expect(sharedPicture).toHaveAttribute('content', new URL(product.Images[0] ?? '', page.url()).href);

    await page.getByRole('button', { name: 'Write a review' }).click();
    await expect(page).toHaveURL(`/review/${product.Id}`);
    await expect(sharedPicture).toHaveCount(0);
  });

  test("a seller's reply shows under the review it answers, and only there", async ({ page, request }) => {
    const { itemsCategoryId } = await sizedProduct(request);
    let found: { product: WireProduct; reviews: ReviewRow[] } | undefined;
    for (const product of await categoryProducts(request, itemsCategoryId)) {
      const answer = await request.get(`/api/v1/reviews/product/${product.Id}/reviews`);
      const reviews = (await answer.json()) as ReviewRow[];
      if (reviews.some((review) => review.vendorReply) && reviews.some((review) => !review.vendorReply)) {
        found = { product, reviews };
        break;
      }
    }
    if (!found) throw new Error('No product with both answered and unanswered reviews in this category');

    await page.goto(`/product/view/${found.product.Id}`);
    await scrollToReviews(page);
    const cards = page.getByRole('region', { name: /^Reviews/ }).getByRole('article');
    await expect(cards).toHaveCount(found.reviews.length);
    for (const [index, review] of found.reviews.entries()) {
      const reply = cards.nth(index).getByRole('figure', { name: "Seller's reply" });
      if (review.vendorReply) await expect(reply).toHaveText(`Seller's reply${review.vendorReply}`);
      else await expect(reply).toHaveCount(0);
    }
  });

  test('an unknown or malformed product id shows No Products Found', async ({ page }) => {
    for (const path of ['/product/view/00000000-0000-4000-8000-000000000000', '/product/Some-Thing/not-a-uuid']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/');
      await expect(page).toHaveTitle('No Products Found - Sauda');
    }
  });

  test('a failed load offers Try again, which shows the product once the network is back', async ({
    page,
    request,
  }) => {
    const { product } = await sizedProduct(request);
    await page.route(`**/api/v1/products/${product.Id}`, (route) => route.abort('internetdisconnected'));
    await openInStorefront(page, `/product/view/${product.Id}`);
    await expect(page.getByRole('heading', { name: 'We could not load this product' })).toBeVisible();
    await page.unroute(`**/api/v1/products/${product.Id}`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
  });
});

test.describe('store page', () => {
  test('a visitor sees the counts and products; Follow asks them to log in', async ({ page, request }) => {
    const { product } = await sizedProduct(request);
    await page.goto(`/product/view/${product.Id}`);
    await page
      .getByRole('region', { name: product.Name, exact: true })
      .getByRole('link', { name: product.ShopName })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: product.ShopName })).toBeVisible();
    await expect(page).toHaveTitle(`${product.ShopName} - Sauda`);
    const shop = (await (await request.get(`/api/v1/shops/${product.ShopId}`)).json()) as {
      FollowersCount: number;
      ProductsCount: number;
    };
    await expect.poll(() => storeCount(page, 'Followers')).toBe(shop.FollowersCount);
    await expect.poll(() => storeCount(page, 'Products')).toBe(shop.ProductsCount);
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByText('This section contains reviews.')).toBeVisible();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page.getByText('Active in: 10 mins')).toBeVisible();
    // The arrow keys move between the tabs once react-aria's tabs, downloaded as the tabs mount, have arrived.
    await expect(page.locator('[data-slot="tabs"][data-static]')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Profile' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();

    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const store = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`/user/login?returnTo=${encodeURIComponent(store)}`);
  });

  test('a signed-in shopper follows (Success, followers +1) and unfollows (followers back)', async ({
    page,
    request,
  }) => {
    await startSignedIn(page, await registerShopper(request));
    const { product } = await sizedProduct(request);
    await page.goto(`/store/any-name/${product.ShopId}`);
    await expect(page.getByRole('heading', { level: 1, name: product.ShopName })).toBeVisible();
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await expect(follow).toBeEnabled();
    const followers = await storeCount(page, 'Followers');

    await follow.click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await expect(success).toBeVisible();
    await expect(success.getByRole('link', { name: 'View Followed Shops' })).toHaveAttribute(
      'href',
      '/user/followed-shops',
    );
    await expect.poll(() => storeCount(page, 'Followers')).toBe(followers + 1);
    await page.keyboard.press('Escape');
    await expect(success).toBeHidden();

    await page.getByRole('button', { name: 'Unfollow' }).click();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await expect.poll(() => storeCount(page, 'Followers')).toBe(followers);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeEnabled();
    await expect.poll(() => storeCount(page, 'Followers')).toBe(followers);
  });

  test('a malformed or unknown store id goes to the store-not-found screen', async ({ page }) => {
    for (const path of ['/store/x/not-a-uuid', '/store/x/00000000-0000-4000-8000-000000000000']) {
      await page.goto(path);
      await expect(page).toHaveURL('/error/storeNotFound');
      await expect(page.getByText("We're Sorry, an error has occurred")).toBeVisible();
    }
  });
});

test('the shop directory lists shops, filters them by name in the address, and opens a store', async ({ page }) => {
  await page.goto('/shop');
  await expect(page).toHaveTitle('Shops - Sauda');
  const cards = page.getByRole('list', { name: 'Shops' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  // The seed has 25 shops: the first 24 show, 'Show more' brings the rest.
  await expect(cards).toHaveCount(24);
  await expect(page.getByText('Showing 24 shops')).toBeVisible();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(cards).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  const all = await cards.count();
  const name = (await cards.first().locator('[data-slot="shop-card-name"]').textContent()) ?? '';
  const word = name.split(' ')[0] ?? '';

  await page.getByRole('searchbox', { name: 'Search shops' }).fill(word.toUpperCase());
  await expect(page).toHaveURL(`/shop?query=${encodeURIComponent(word.toUpperCase())}`);
  await expect.poll(() => cards.count()).toBeLessThan(all);
  for (const text of await cards.locator('[data-slot="shop-card-name"]').allTextContents()) {
    expect(text.toLowerCase()).toContain(word.toLowerCase());
  }

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search shops' })).toHaveValue(word.toUpperCase());
  await expect(cards.first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search shops' }).fill('zzz no such shop');
  await expect(page.getByRole('heading', { name: 'No shops found' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search shops' }).fill(name);
  await cards.filter({ hasText: name }).first().click();
  await expect(page).toHaveURL(/\/store\/[^/]+\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
