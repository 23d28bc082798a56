import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/test';
import { ids } from '../contract/fixtures/ids';
import { legacyColourProduct, legacySizeProduct } from '../contract/fixtures/products';
import { legacyBaseURL } from './playwright.config';
import { pngImage } from './support/images';
import { logInThroughForm } from './support/shoppers';

// Every /api/v1 call of these journeys is answered here, in the original backend's shape and with its quirks
// (legacy-api-contract.md): upper-case GUIDs, PascalCase rows, lower-case colour-variant keys, prices as text in
// size variants, 404 for "nothing", WishlistId instead of Id, the password hash in the sign-in answer.

const shopper = { name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '3001234567', password: 'Sauda@123' };
const kurtas = { Id: ids.item, Name: 'Women Kurtas' };
const emptyItem = { Id: 'C0FFEE00-1234-4ABC-8DEF-0123456789AB', Name: 'Prayer Caps' };

const legacyUser = {
  Id: ids.user,
  Name: shopper.name,
  Phone: shopper.phone,
  Email: shopper.email,
  Password: '$2b$10$abcdefghijklmnopqrstuvCz7Dq4sYF0yJ5fH3sQe1Jz6b8xM2W6a',
  Images: null,
  Gender: 'female',
  VerifyCode: '482913',
  VerifyCodeExpiry: '2024-05-01T11:00:00.000Z',
  IsVerified: true,
  userType: 'customer',
  FollowedShopsId: null,
  FollowedShops: null,
};

/** Wishlist rows have `WishlistId`, no `Id`; the size comes as a number; a row saved without a colour has no price. */
const legacyWishlist = [
  {
    WishlistId: 12,
    ProductId: legacySizeProduct.Id,
    Name: legacySizeProduct.Name,
    Description: legacySizeProduct.Description,
    Images: legacySizeProduct.Images,
    Brand: legacySizeProduct.Brand,
    Color: 'Red',
    Size: 42,
    Rating: 4.5,
    RatingsCount: 2,
    Price: 2600,
    OldPrice: null,
    CreatedAt: '2024-05-01T10:00:00.000Z',
  },
  {
    WishlistId: 13,
    ProductId: legacyColourProduct.Id,
    Name: legacyColourProduct.Name,
    Description: '',
    Images: [],
    Brand: null,
    Color: null,
    Size: null,
    Rating: 0,
    RatingsCount: 0,
    Price: null,
    OldPrice: null,
    CreatedAt: '2024-05-02T10:00:00.000Z',
  },
];

const orderRow = (OrderId: string, Status: string, Amount: number, CreatedAt: string) => ({
  OrderId,
  OrderGroupId: OrderId.replace(/^.{4}/, 'E5F6'),
  FullName: shopper.name,
  Country: 'Pakistan',
  StreetAddressLine1: 'House 1',
  StreetAddressLine2: null,
  Province: 'Punjab',
  City: 'Lahore',
  ZipCode: '54000',
  PhoneNumber: shopper.phone,
  Email: shopper.email,
  Amount,
  Status,
  CreatedAt,
  ProductId: null,
  ProductName: null,
  ProductPrice: 0,
  Quantity: null,
  SelectedSize: null,
  SelectedColor: null,
  FinalImage: null,
  Images: [],
  SelectedImage: null,
});

/** The parent orders as the legacy list answers them: unsorted, statuses in any case, 'canceled' with one l. */
const legacyOrders = [
  orderRow('0A000000-0000-4000-8000-000000000001', 'Pending', 2300, '2024-05-01T10:00:00.000Z'),
  orderRow('0A000000-0000-4000-8000-000000000003', 'delivered', 1200, '2024-05-03T10:00:00.000Z'),
  orderRow('0A000000-0000-4000-8000-000000000002', 'pending', 5000, '2024-05-02T10:00:00.000Z'),
  orderRow('0A000000-0000-4000-8000-000000000004', 'shipped', 780, '2024-05-04T10:00:00.000Z'),
  orderRow('0A000000-0000-4000-8000-000000000005', 'canceled', 999, '2024-05-05T10:00:00.000Z'),
];

/** A return the vendor refused: 'Denied' (the spec says Declined), products without prices, no order amount lost. */
const legacyReturns = [
  {
    Id: ids.request,
    OrderId: legacyOrders[1]?.OrderId,
    UserId: ids.user,
    Reason: 'Damaged Item',
    OtherReason: '',
    Status: 'Denied',
    VendorComments: 'The seal was broken by the buyer.',
    RequestedAt: '2024-05-06T05:30:00.000Z',
    UpdatedAt: null,
    OrderAmount: 1200,
    OrderStatus: 'delivered',
    UserName: shopper.name,
    UserEmail: shopper.email,
    Products: [
      {
        OrderId: legacyOrders[1]?.OrderId,
        ProductId: ids.product2,
        Quantity: 1,
        SelectedSize: 'Default Size',
        SelectedColor: 'Blue',
        ShopId: ids.shop2,
        SelectedImage: 'Default Image',
        ProductName: 'Steel Bottle',
      },
    ],
  },
];

/** What the stubbed backend was asked, and the calls it had no answer for. */
interface LegacyBackend {
  requests: Request[];
  unexpected: string[];
}

const same = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase();
const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', json: body });

/** Answers every `/api/v1/**` call (and the fixtures' image host) like the original backend. */
async function legacyBackend(page: Page): Promise<LegacyBackend> {
  const backend: LegacyBackend = { requests: [], unexpected: [] };
  let wishlist = legacyWishlist;
  const image = pngImage('cover.png', { width: 40, height: 40 }).buffer;
  await page.route('https://img.test/**', (route) => route.fulfill({ contentType: 'image/png', body: image }));
  await page.route('**/api/v1/**', async (route) => {
    const request = route.request();
    backend.requests.push(request);
    const url = new URL(request.url());
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const query = url.searchParams;
    const key = `${request.method()} ${path}`;
    const user = ids.user.toLowerCase();

    if (key === 'POST /user/signin') {
      return route.fulfill(
        json(200, { user: legacyUser, token: 'legacy.jwt.token', shop: null, msg: 'User Authenticated' }),
      );
    }
    if (key === 'GET /items') {
      const Image = 'https://img.test/item.jpg';
      const itemList = [kurtas, emptyItem].map((item) => ({ ...item, Image, SubSubCategoryId: ids.shop2 }));
      return route.fulfill(json(200, { itemList, totalPages: 1, page: 1 }));
    }
    if (key === 'GET /products') {
      const category = query.get('itemsCategoryId');
      if (category !== null && !same(category, kurtas.Id))
        return route.fulfill(json(404, { message: 'Page Not Found' }));
      const products = [legacySizeProduct, legacyColourProduct];
      return route.fulfill(
        json(200, { products, totalPages: 1, currentPage: 1, perPage: Number(query.get('perPage')) }),
      );
    }
    if (key === 'GET /brands' || key === 'GET /brands/') {
      // Every shop's brands, names repeated.
      const brand = (Id: string, Name: string) => ({ Id, Name, Category: 'fashion', Relationship: 'Owner' });
      return route.fulfill(
        json(200, [brand(ids.review, 'Khaadi'), brand(ids.request, 'Khaadi'), brand(ids.order, 'Sapphire')]),
      );
    }
    if (key === 'GET /colors')
      return route.fulfill(
        json(200, [
          { Id: 1, Name: 'Red' },
          { Id: 2, Name: 'Blue' },
        ]),
      );
    if (key === 'GET /sizes')
      return route.fulfill(
        json(200, [
          { Id: 1, Name: 'M' },
          { Id: 2, Name: '42' },
        ]),
      );
    if (same(key, `GET /wishlist/${user}`)) return route.fulfill(json(200, wishlist));
    if (key === 'POST /wishlist/remove') {
      const { productId } = request.postDataJSON() as { productId: string };
      wishlist = wishlist.filter((row) => !same(productId, row.ProductId));
      return route.fulfill(json(200, { message: 'Item removed from wishlist successfully' }));
    }
    if (same(key, `GET /orders/user/orders/${user}`)) return route.fulfill(json(200, legacyOrders));
    if (same(key, `GET /returns/${user}`)) return route.fulfill(json(200, legacyReturns));
    if (same(key, `GET /user/${user}/followed-shops`)) {
      return route.fulfill(json(404, { message: 'No followed shops found' }));
    }
    backend.unexpected.push(`${key}?${query.toString()}`);
    return route.fulfill(json(500, { message: 'Internal server error' }));
  });
  return backend;
}

test.describe('against the original backend (stubbed in its legacy shape)', () => {
  // The storefront built for it: its listings use the legacy adapter (the spec's calls, filtered in the browser).
  test.use({ baseURL: legacyBaseURL });

  test('log in, a category listing with its filters, an empty category', async ({ page }) => {
    const backend = await legacyBackend(page);
    await page.goto('/user/login');
    await logInThroughForm(page, shopper);
    await expect(page.getByRole('banner').getByRole('button', { name: shopper.name })).toBeVisible();
    // The stored user is the spec's four fields: never the hash or the code the legacy answer carries.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown);
    expect(stored).toEqual({
      userId: ids.user.toLowerCase(),
      name: shopper.name,
      email: shopper.email,
      phone: shopper.phone,
    });

    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Women Kurtas' }).click();
    await expect(page).toHaveURL(`/Women-Kurtas/${ids.item.toLowerCase()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Women Kurtas' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(cards).toHaveCount(2);
    // Size variant: the first size's text prices read as numbers.
    const kurta = cards.filter({ hasText: 'Lawn Kurta' });
    await expect(kurta.getByText('Price: Rs 2,500')).toBeVisible();
    await expect(kurta.getByRole('deletion')).toHaveText('Original price: Rs 3,000');
    await expect(kurta.getByRole('link')).toHaveAttribute('href', `/product/Lawn-Kurta/${ids.product.toLowerCase()}`);
    await expect(kurta.getByRole('img', { name: 'Rated 4.5 out of 5, 2 ratings' })).toBeVisible();
    // Colour variant with lower-case keys.
    const bottle = cards.filter({ hasText: 'Steel Bottle' });
    await expect(bottle.getByText('Price: Rs 1,200')).toBeVisible();
    await expect(bottle.getByRole('deletion')).toHaveText('Original price: Rs 1,500');
    await expect(bottle.getByText('20% off')).toBeVisible();

    // Repeated brand names are offered once.
    const brands = page.getByRole('list', { name: 'Brand' });
    await expect(brands.getByRole('checkbox', { name: 'Khaadi' })).toHaveCount(1);
    await page.getByRole('list', { name: 'Color' }).getByText('Blue', { exact: true }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName('Steel Bottle');
    await page.getByRole('button', { name: /Remove.*Blue/ }).click();
    await expect(cards).toHaveCount(2);
    // A 'fashion' product makes the size filter available; the size '42' came as a number.
    await page.getByRole('list', { name: 'Size' }).getByText('42', { exact: true }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName('Lawn Kurta');

    // 404 means "no products" on the legacy backend.
    await page.goto(`/Prayer-Caps/${emptyItem.Id}`);
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Categories' })).toHaveAttribute('href', '/');
    expect(backend.unexpected).toEqual([]);
  });

  test('the wishlist reads WishlistId entries and removes one', async ({ page }) => {
    const backend = await legacyBackend(page);
    await page.goto('/user/login?returnTo=%2Fuser%2Fwishlist');
    await logInThroughForm(page, shopper);
    await expect(page).toHaveURL('/user/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByRole('link', { name: 'Lawn Kurta' })).toHaveAttribute(
      'href',
      `/product/Lawn-Kurta/${ids.product.toLowerCase()}`,
    );
    await expect(cards.first().getByText('Price: Rs 2,600')).toBeVisible();
    await expect(cards.first().getByRole('deletion')).toHaveCount(0);
    await expect(cards.first().getByRole('img', { name: 'Rated 4.5 out of 5, 2 ratings' })).toBeVisible();
    // Saved without a colour: the legacy row has no price, and the card shows none rather than 'Rs 0'.
    await expect(cards.nth(1).getByText(/Price:/)).toHaveCount(0);
    await expect(cards.nth(1).getByRole('img', { name: 'Rated 0 out of 5, 0 ratings' })).toBeVisible();

    await page.getByRole('button', { name: 'Remove Lawn Kurta from wishlist' }).click();
    await expect(page.getByText('Removed successfully')).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName('Steel Bottle');
    const removal = backend.requests.find((sent) => sent.url().endsWith('/api/v1/wishlist/remove'));
    expect(removal?.postDataJSON()).toMatchObject({ productId: expect.stringMatching(new RegExp(ids.product, 'i')) });
    expect(backend.unexpected).toEqual([]);
  });

  test('My Orders sorts the unsorted rows and files every status spelling under its tab; a Denied return', async ({
    page,
  }) => {
    const backend = await legacyBackend(page);
    await page.goto('/user/login?returnTo=%2Fuser%2Forders');
    await logInThroughForm(page, shopper);
    await expect(page).toHaveURL('/user/orders');
    for (const tab of ['All (5)', 'Pending (2)', 'Confirmed (0)', 'Shipped (1)', 'Delivered (1)']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    const cards = page.getByRole('tabpanel').getByRole('article');
    // Newest first, whatever order the backend sent.
    await expect(cards).toHaveCount(5);
    const names = await cards.evaluateAll((all) => all.map((card) => card.getAttribute('aria-label')));
    expect(names).toEqual([5, 4, 3, 2, 1].map((n) => `Order ID 0a000000-0000-4000-8000-00000000000${n}`));
    await expect(cards.nth(2).getByText('Status: Delivered')).toBeVisible();
    await expect(cards.nth(2).getByText('Rs 1,200')).toBeVisible();
    await expect(cards.nth(2).getByText('03/05/2024 03:00 PM')).toBeVisible();

    await page.getByRole('tab', { name: 'Pending (2)' }).click();
    await expect(cards).toHaveCount(2);
    await page.getByRole('tab', { name: 'Delivered (1)' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/user/orders/e5f60000-0000-4000-8000-000000000003',
    );

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Return' }).click();
    const refused = page.getByRole('article', { name: `Return ID ${ids.request.toLowerCase()}` });
    await expect(refused.getByText('Status: Declined')).toBeVisible();
    await expect(refused.getByText('Rs 1,200')).toBeVisible();
    await refused.getByRole('button', { name: 'View Products' }).click();
    await expect(refused.getByText('Steel Bottle')).toBeVisible();
    expect(backend.unexpected).toEqual([]);
  });
});
