import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/test';
import { ids } from '../contract/fixtures/ids';
import { legacyColourProduct, legacySizeProduct } from '../contract/fixtures/products';
import { legacyBaseURL } from './playwright.config';
import { figure } from './support/catalogue';
import { pngImage } from './support/images';
import { legacyCheckoutCalls, type LegacyStoredOrder } from './support/legacy-checkout';
import { LEGACY_FOLLOW_SHOP, legacyFollowCalls } from './support/legacy-follows';
import { legacyProductPageCalls } from './support/legacy-product-page';
import { logInThroughForm } from './support/shoppers';
import { scrollToReviews } from './support/navigation';

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
  /** What /orders/create stored. */
  orders: LegacyStoredOrder[];
}

const same = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase();
const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', json: body });

/** Answers every `/api/v1/**` call (and the fixtures' image host) like the original backend. */
async function legacyBackend(page: Page): Promise<LegacyBackend> {
  const checkout = legacyCheckoutCalls(shopper);
  const backend: LegacyBackend = { requests: [], unexpected: [], orders: checkout.orders };
  let wishlist = legacyWishlist;
  const follows = legacyFollowCalls(ids.user.toLowerCase());
  const productPage = legacyProductPageCalls();
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
    if (key === 'POST /user/signup') {
      // §4.1: 201 with the new row and a token; the storefront keeps neither.
      const row = { ...legacyUser, IsVerified: false };
      return route.fulfill(
        json(201, {
          success: true,
          message: 'User registered successfully. Please verify your email.',
          token: 'legacy.unverified.token',
          user: row,
          shop: null,
        }),
      );
    }
    if (key === 'POST /user/verify') {
      // §4.2: 201 and a message only, no session.
      const { code } = request.postDataJSON() as { code: string };
      return code === legacyUser.VerifyCode
        ? route.fulfill(json(201, { success: true, message: 'User verified successfully' }))
        : route.fulfill(json(401, { success: false, message: 'Verification code is invalid' }));
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
    const onProductPage = productPage.answer(key, request);
    if (onProductPage) return route.fulfill(json(onProductPage.status, onProductPage.body));
    const followed = follows.answer(key, request);
    if (followed) return route.fulfill(json(followed.status, followed.body));
    const answered = checkout.answer(key, request);
    if (answered) return route.fulfill(json(answered.status, answered.body));
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

  test('sign-up, then the verified code signs the shopper in (one sign-in call) and returns them', async ({ page }) => {
    const backend = await legacyBackend(page);
    await page.goto('/user/login?returnTo=%2Fuser%2Fwishlist');
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL('/user/sign-up?returnTo=%2Fuser%2Fwishlist');
    const signUp = page.getByRole('form', { name: 'Create an account' });
    await signUp.getByRole('textbox', { name: 'Full Name' }).fill(shopper.name);
    await signUp.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await signUp.getByRole('textbox', { name: /Phone Number/ }).fill(shopper.phone);
    await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password);
    await signUp.getByRole('textbox', { name: 'Confirm Password' }).fill(shopper.password);
    await signUp.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/user\/verify\?.*returnTo=%2Fuser%2Fwishlist/);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(legacyUser.VerifyCode);
    await expect(page).toHaveURL('/user/wishlist');
    await expect(page.getByRole('banner').getByRole('button', { name: shopper.name })).toBeVisible();
    const signIns = backend.requests.filter((sent) => sent.url().endsWith('/api/v1/user/signin'));
    expect(signIns.map((sent) => sent.postDataJSON() as unknown)).toEqual([
      { email: shopper.email, password: shopper.password },
    ]);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('legacy.jwt.token');
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
    // What the shopper pays: the amount plus the Rs 200 shipping the original backend does not store.
    await expect(cards.nth(2).getByText('Rs 1,400')).toBeVisible();
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
    const refused = page.getByRole('article', {
      name: `Return ID ${ids.request.toLowerCase().slice(0, 8)}`,
    });
    await expect(refused.getByText('Status: Declined')).toBeVisible();
    await expect(refused.getByText('Rs 1,400')).toBeVisible();
    await refused.getByRole('button', { name: 'View Products' }).click();
    await expect(refused.getByText('Steel Bottle')).toBeVisible();
    expect(backend.unexpected).toEqual([]);
  });

  test("questions on the product page: the shop's answers signed out, then asking one signed in (§4.4)", async ({
    page,
  }) => {
    const backend = await legacyBackend(page);
    const productPath = `/product/view/${ids.product.toLowerCase()}`;
    await page.goto(productPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Lawn Kurta' })).toBeVisible();
    await scrollToReviews(page);
    const section = page.getByRole('region', { name: /^Questions about this product/ });
    const items = section.getByRole('list', { name: 'Questions' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Is the dupatta included?');
    await expect(items.nth(0).getByText('Not answered yet')).toBeVisible();
    await expect(items.nth(1).getByText('کیا یہ اصلی لان ہے؟')).toHaveAttribute('dir', 'auto');
    await expect(items.nth(1).getByText('Answer from Khaadi Store')).toBeVisible();
    await expect(items.nth(1).getByText('Yes, 100% original Khaadi lawn.')).toBeVisible();

    await section.getByRole('link', { name: 'Log in to ask a question' }).click();
    await logInThroughForm(page, shopper);
    await expect(page).toHaveURL(productPath);
    await scrollToReviews(page);
    const field = section.getByRole('textbox', { name: /Your question/ });
    await field.fill('  Is it available in size 44?  ');
    await section.getByRole('button', { name: 'Ask Question' }).click();
    await expect(section.getByRole('status')).toHaveText(
      'Thank you! Your question was sent. The shop will answer it here.',
    );
    await expect(field).toHaveValue('');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Is it available in size 44?');
    const asked = backend.requests.filter((sent) => sent.method() === 'POST' && /\/questions\//.test(sent.url()));
    expect(asked.map((sent) => [new URL(sent.url()).pathname.toLowerCase(), sent.postDataJSON() as unknown])).toEqual([
      [
        `/api/v1/questions/product/${ids.product.toLowerCase()}/question`,
        { userId: ids.user.toLowerCase(), question: 'Is it available in size 44?' },
      ],
    ]);
    expect(backend.unexpected.filter((call) => /questions|reviews|\/products\//.test(call))).toEqual([]);
  });

  test("a two-shop cart with EID10: the discount is its shop's items' only, and the order costs what checkout said", async ({
    page,
  }) => {
    const backend = await legacyBackend(page);
    const kurta = {
      productId: ids.product.toLowerCase(),
      name: 'Lawn Kurta',
      brand: 'Khaadi',
      color: 'Red',
      size: 'M',
    };
    const bottle = {
      productId: ids.product2.toLowerCase(),
      name: 'Steel Bottle',
      brand: 'Steelo',
      color: 'Blue',
      size: null,
    };
    const lines = [
      { ...kurta, image: '', price: 2500, oldPrice: 3000, quantity: 1, shopId: ids.shop.toLowerCase() },
      { ...bottle, image: '', price: 1200, oldPrice: 1500, quantity: 1, shopId: ids.shop2.toLowerCase() },
    ];
    await page.goto('/favicon.svg');
    await page.evaluate((json) => localStorage.setItem('cartItems', json), JSON.stringify(lines));
    await page.goto('/user/login?returnTo=%2Fcart');
    await logInThroughForm(page, shopper);
    await expect(page).toHaveURL('/cart');

    // Each shop's lines under its name; the kurta's shop lists EID10 (its expired RAMZAN20 is no voucher).
    const khaadi = page.getByRole('region', { name: 'Items from Khaadi Store' });
    await expect(khaadi.getByRole('region', { name: 'Shop vouchers' }).getByRole('button')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Items from Home Goods' }).getByText('Steel Bottle')).toBeVisible();
    const eid10 = khaadi.getByRole('button', { name: '10% off Min. spend Rs 2,000 EID10' });
    await eid10.click();
    await expect(eid10).toHaveAttribute('aria-pressed', 'true');
    // 10% of the kurta's Rs 2,500, not of the whole Rs 3,700.
    const cartSummary = page.getByRole('region', { name: 'Order Summary' });
    await expect(figure(cartSummary, 'Discount')).toHaveText('- Rs 250');
    await expect(figure(cartSummary, 'Total')).toHaveText('Rs 3,650');

    await cartSummary.getByRole('button', { name: /^Checkout/ }).click();
    await expect(page).toHaveURL('/checkout');
    const order = page.getByRole('region', { name: 'Your Order' });
    await expect(order.getByRole('status')).toHaveText('Coupon EID10 applied: Rs 250 off');
    // A code of a shop with nothing in the cart is refused here, not when the order is placed.
    await order.getByRole('button', { name: 'Remove coupon EID10' }).click();
    const code = order.getByRole('textbox', { name: 'Coupon code' });
    await code.fill('FLAT300');
    await order.getByRole('button', { name: 'Apply' }).click();
    await expect(order.getByRole('alert')).toHaveText('FLAT300 is not a voucher of a shop in your cart.');
    await expect(page.getByText('FLAT300 is not a voucher of a shop in your cart.')).toHaveCount(1);
    await code.fill('eid10');
    await order.getByRole('button', { name: 'Apply' }).click();
    await expect(order.getByRole('status')).toHaveText('Coupon EID10 applied: Rs 250 off');
    await expect(figure(order, 'Total')).toHaveText('Rs 3,650');

    const form = page.getByRole('form', { name: 'Delivery address' });
    await form.getByRole('textbox', { name: 'Street Address' }).fill('House 1, Street 2, Model Town');
    await form.getByRole('combobox', { name: 'Province', exact: true }).selectOption({ label: 'Punjab' });
    await form.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'Lahore' });
    await form.getByRole('textbox', { name: /Postcode/ }).fill('54700');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    // The stored order (whole rupees, shipping not stored) plus the Rs 200 shipping is what checkout showed.
    expect(backend.orders).toHaveLength(1);
    expect(backend.orders[0]).toMatchObject({ TotalAmount: 3700, Discount: 250, Amount: 3450 });
    expect(backend.orders[0]!.Amount + 200).toBe(3650);
    const checkoutCalls = /coupons|orders\/create|shops|addresses/;
    expect(backend.unexpected.filter((call) => checkoutCalls.test(call))).toEqual([]);
  });
});

test.describe('orders against the original backend: no order numbers, totals with shipping, one-tap actions', () => {
  test.use({ baseURL: legacyBaseURL });

  test('a pending order cancels in one tap by its UUID; a line sent with price 0 shows its real price', async ({
    page,
  }) => {
    const backend = await legacyBackend(page);
    const pending = legacyOrders.find((order) => order.Status === 'pending')!;
    const orderId = pending.OrderId.toLowerCase();
    const groupId = pending.OrderGroupId.toLowerCase();
    // Routes added later answer first: the order's lines (its one line without a price, contract §3.12) and the cancel.
    const line = { ...pending, TotalAmount: 5000, Discount: 0, ProductId: ids.product2, ProductName: 'Steel Bottle' };
    await page.route('**/api/v1/orders/order/*', (route) =>
      route.fulfill(json(200, [{ ...line, ProductPrice: 0, Quantity: 2 }])),
    );
    const cancelled: string[] = [];
    await page.route('**/api/v1/cancellations/orders/*/cancel', (route) => {
      cancelled.push(new URL(route.request().url()).pathname);
      return route.fulfill(json(200, { message: 'Order cancellation requested successfully.' }));
    });

    await page.goto('/user/login?returnTo=%2Fuser%2Forders');
    await logInThroughForm(page, shopper);
    await page.getByRole('tab', { name: /^Pending/ }).click();
    const card = page.getByRole('article', { name: `Order ID ${orderId}` });
    await expect(card.getByText('Rs 5,200')).toBeVisible();
    await expect(card.getByText(/Full ID/)).toHaveCount(0);

    await card.getByRole('link', { name: `View Details, Order ID ${orderId}` }).click();
    await expect(page).toHaveURL(`/user/orders/${groupId}`);
    const details = page.getByRole('main');
    await expect(details.getByText('Qty: 2 × Rs 2,500')).toBeVisible();
    await expect(details.getByText(/× Rs 0$/)).toHaveCount(0);
    await expect(details.getByText('Rs 5,000', { exact: true }).first()).toBeVisible();
    await expect(figure(details, 'Total')).toHaveText('Rs 5,200');

    await details.getByRole('link', { name: `Cancel Order ID ${orderId}` }).click();
    await expect(page.getByRole('textbox', { name: 'Order ID' })).toHaveValue(orderId);
    await page.getByRole('textbox', { name: 'Reason for Cancellation' }).fill('Found it cheaper.');
    await page.getByRole('button', { name: 'Submit Cancellation Request' }).click();
    await expect(page.getByText('Your order cancellation request has been submitted successfully.')).toBeVisible();
    expect(cancelled.map((path) => path.toLowerCase())).toEqual([`/api/v1/cancellations/orders/${orderId}/cancel`]);

    // The confirmation of an order the backend names by its id only: no number is made up.
    await page.goto(`/user/orders/${orderId}/placed`);
    const placed = page.getByRole('main');
    await expect(figure(placed, 'Order ID')).toHaveText(orderId);
    await expect(placed.getByText('Order number')).toHaveCount(0);
    await expect(figure(placed, 'To pay on delivery').first()).toHaveText('Rs 5,200');
    expect(backend.unexpected).toEqual([]);
  });

  test('follow, then unfollow the only followed shop (kept by the backend, §3.17): button and list agree after a reload', async ({
    page,
  }) => {
    const backend = await legacyBackend(page);
    const store = `/store/Multan-Handicrafts/${LEGACY_FOLLOW_SHOP.Id.toLowerCase()}`;
    await page.goto(`/user/login?returnTo=${encodeURIComponent(store)}`);
    await logInThroughForm(page, shopper);
    await expect(page.getByRole('heading', { name: LEGACY_FOLLOW_SHOP.Name })).toBeVisible();

    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();

    // The backend answers 200 but keeps its only followed shop: the page reads it again and says so.
    await page.getByRole('button', { name: 'Unfollow' }).click();
    await expect.poll(() => backend.requests.filter((sent) => sent.url().endsWith('/user/unfollow')).length).toBe(1);
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await page.goto('/user/followed-shops');
    await expect(page.getByRole('link', { name: new RegExp(`^${LEGACY_FOLLOW_SHOP.Name}`) })).toBeVisible();
    // The button and the list agree, so no press meets 'User already follows this shop'.
    await expect(page.getByText('User already follows this shop')).toHaveCount(0);
    const followCalls = /follow|\/shops\//;
    expect(backend.unexpected.filter((call) => followCalls.test(call))).toEqual([]);
  });
});
