import { formatPrice } from '@sauda/commerce';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { cartLineOf, colourProduct, figure, putInCart, shopProducts, type WireProduct } from './support/catalogue';
import { latestCode, newShopper, registerShopper, startSignedIn } from './support/shoppers';

/** Two products of one seeded shop with colour variants, as the store page lists them. */
async function twoProducts(request: APIRequestContext): Promise<[WireProduct, WireProduct]> {
  const response = await request.get('/api/v1/products', { params: { perPage: 200 } });
  const { products } = (await response.json()) as { products: WireProduct[] };
  const shop = colourProduct(products).ShopId;
  const own = await shopProducts(request, shop);
  return [colourProduct(own), colourProduct(own, 1)];
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

test('signs up with the phone typed as 03…, stored as ten digits', async ({ page, request }) => {
  const shopper = newShopper('Sana Javed');
  await page.goto('/user/sign-up');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill(shopper.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await form.getByRole('textbox', { name: /Phone Number/ }).fill(`0${shopper.phone}`);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password);
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill(shopper.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/user\/verify\?/);

  const verify = await request.post('/api/v1/user/verify', {
    data: { email: shopper.email, code: await latestCode(request, shopper.email) },
  });
  expect(verify.status()).toBe(201);
  // The number signs in however it is typed, and the account holds it as ten digits.
  const signIn = await request.post('/api/v1/user/signin', {
    data: { email: `+92 ${shopper.phone.slice(0, 3)} ${shopper.phone.slice(3)}`, password: shopper.password },
  });
  expect(signIn.status()).toBe(200);
  expect(((await signIn.json()) as { user: { phone: string } }).user.phone).toBe(shopper.phone);
});

test('a sign-up with a number that has an account does not say so', async ({ page }) => {
  const shopper = newShopper('Phone Prober');
  await page.goto('/user/sign-up');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill(shopper.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  // The demo shopper's number.
  await form.getByRole('textbox', { name: /Phone Number/ }).fill('0300-1234567');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password);
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill(shopper.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/user\/verify\?/);
  await expect(page.getByText(/already registered/i)).toHaveCount(0);
});

test('cart lines: pieces counted, no strike-through at the price, and why + stops at 3', async ({ page, request }) => {
  const [first, second] = await twoProducts(request);
  // The second line's stored old price equals its price: there is nothing to strike through.
  const plain = { ...cartLineOf(second, 2), oldPrice: cartLineOf(second).price };
  const discounted = { ...cartLineOf(first, 2), oldPrice: cartLineOf(first).price + 500 };
  await page.goto('/favicon.svg');
  await putInCart(page, [discounted, plain]);
  await page.goto('/cart');

  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(figure(summary, 'Subtotal (4 items)')).toHaveText(formatPrice(discounted.price * 2 + plain.price * 2));
  await expect(page.getByRole('button', { name: 'Checkout (4)' })).toBeVisible();
  // The badge still counts lines (spec §2.3).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  const plainLine = page.getByRole('article', { name: second.Name });
  const discountedLine = page.getByRole('article', { name: first.Name });
  await expect(plainLine.getByRole('deletion')).toHaveCount(0);
  await expect(discountedLine.getByRole('deletion')).toHaveText(
    `Original price: ${formatPrice(2 * discounted.oldPrice)}`,
  );

  const increase = plainLine.getByRole('button', { name: `Increase quantity of ${second.Name}` });
  await increase.click();
  await expect(increase).toBeDisabled();
  await expect(plainLine.getByText('You can buy at most 3 of this item')).toBeVisible();
  await expect(increase).toHaveAccessibleDescription('You can buy at most 3 of this item');
  await expect(figure(summary, 'Subtotal (5 items)')).toBeVisible();
});

test('checkout: a reload keeps the typed address; an order without a postcode is placed', async ({ page, request }) => {
  test.slow();
  const shopper = await registerShopper(request, newShopper('Imran Siddiqui'));
  const [product] = await twoProducts(request);
  await startSignedIn(page, shopper);
  await putInCart(page, [cartLineOf(product)]);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout (1)' }).click();
  await expect(page).toHaveURL('/checkout');

  const form = page.getByRole('form', { name: 'Delivery address' });
  await expect(form.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Street Address' }).fill('House 5, Street 9, G-10/2');
  await choose(page, 'Province', 'Islamabad');
  await choose(page, 'City', 'Islamabad');
  await form.getByRole('textbox', { name: /Phone/ }).fill('0321-7654321');

  await page.reload();
  await expect(page).toHaveURL('/checkout');
  await expect(form.getByRole('textbox', { name: 'Street Address' })).toHaveValue('House 5, Street 9, G-10/2');
  await expect(form.getByRole('combobox', { name: 'Province', exact: true })).toHaveValue('Islamabad');
  await expect(form.getByRole('combobox', { name: 'City', exact: true })).toHaveValue('Islamabad');
  await expect(form.getByRole('textbox', { name: /Phone/ })).toHaveValue('0321-7654321');
  await expect(form.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();

  // No postcode: the order is placed, and it holds the phone in its one form.
  await expect(form.getByRole('textbox', { name: 'Postcode (optional)' })).toHaveValue('');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/user\/orders\/SD-\d{4}-\d{4}\/placed$/);
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  const orders = await request.get(`/api/v1/orders/user/orders/${shopper.userId}`, {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  const [order] = (await orders.json()) as { PhoneNumber: string; ZipCode: string; City: string }[];
  expect(order).toMatchObject({ PhoneNumber: '3217654321', ZipCode: '', City: 'Islamabad' });

  // The draft went with the order: the next checkout starts from the saved address, and a reload of a checkout
  // reached without the cart still leads home (spec §2.7).
  expect(await page.evaluate(() => sessionStorage.getItem('checkoutDraft'))).toBeNull();
  await page.goto('/checkout');
  await expect(page).toHaveURL('/');
});
