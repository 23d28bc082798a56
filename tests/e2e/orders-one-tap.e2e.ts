import { formatPrice } from '@sauda/commerce';
import { expect, test } from './support/test';
import { cartLineOf, colourProduct, couponShopId, figure, putInCart, shopProducts } from './support/catalogue';
import { DEMO_SHOPPER, newShopper, registerShopper, signInThroughApi, startSignedIn } from './support/shoppers';

const ORDER_NUMBER = /^SD-\d{4}-\d{4}$/;

test('an order placed shows its number and what it costs everywhere; it is cancelled and tracked without its UUID', async ({
  page,
  request,
}) => {
  test.slow();
  const shopper = await registerShopper(request, newShopper('Sana Malik'));
  const product = colourProduct(await shopProducts(request, await couponShopId(request, 'SAUDA15')), 1);
  const line = cartLineOf(product, 2);
  const paid = formatPrice(line.price * 2 + 200);

  await startSignedIn(page, shopper);
  await putInCart(page, [line]);
  await page.goto('/cart');
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await expect(page).toHaveURL('/checkout');
  const form = page.getByRole('form', { name: 'Delivery address' });
  await form.getByRole('textbox', { name: 'Street Address' }).fill('House 12, Street 4, Satellite Town');
  await form.getByRole('combobox', { name: 'Province', exact: true }).selectOption({ label: 'Punjab' });
  await form.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'Rawalpindi' });
  await form.getByRole('textbox', { name: /Phone/ }).fill(shopper.phone);
  await expect(figure(page.getByRole('region', { name: 'Your Order' }), 'Total')).toHaveText(paid);
  await page.getByRole('button', { name: 'Place Order' }).click();

  // The confirmation: the number, the total checkout showed (cash on delivery), the items, the address, what next.
  await expect(page).toHaveURL(/\/user\/orders\/SD-\d{4}-\d{4}\/placed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' })).toBeVisible();
  const main = page.getByRole('main');
  const number = (await figure(main, 'Order number').textContent())?.trim() ?? '';
  expect(number).toMatch(ORDER_NUMBER);
  expect(page.url()).toContain(`/user/orders/${number}/placed`);
  await expect(figure(main, 'To pay on delivery').first()).toHaveText(paid);
  await expect(main.getByText('Cash on Delivery')).toBeVisible();
  await expect(main.getByText(product.Name)).toBeVisible();
  await expect(main.getByText('House 12, Street 4, Satellite Town')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(main.getByText(`Pay ${paid} in cash when it arrives.`)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
    'href',
    `/help-support/track-order?order=${number}`,
  );
  await expect(main.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');

  // My Orders: the same number and the same total.
  await page.goto('/user/orders');
  const card = page.getByRole('article', { name: `Order ID ${number}` });
  await expect(card.getByText('Status: Pending')).toBeVisible();
  await expect(figure(card, 'Total')).toHaveText(paid);
  await expect(card.getByRole('link', { name: `Return Order ID ${number}` })).toHaveCount(0);

  // Cancel in one tap: the cancel form opens with the order filled in.
  await card.getByRole('link', { name: `Cancel Order ID ${number}` }).click();
  await expect(page).toHaveURL(`/help-support/cancel-order?order=${number}`);
  await expect(page.getByRole('textbox', { name: 'Order ID' })).toHaveValue(number);
  await page.getByRole('textbox', { name: 'Reason for Cancellation' }).fill('Ordered the wrong colour.');
  await page.getByRole('button', { name: 'Submit Cancellation Request' }).click();
  await expect(page.getByText('Your order cancellation request has been submitted successfully.')).toBeVisible();

  await page.goto('/user/orders');
  await expect(card.getByText(/Status: Cancel/)).toBeVisible();
  await expect(card.getByRole('link', { name: `Cancel Order ID ${number}` })).toHaveCount(0);
  await page.goto('/user/orders/cancellation');
  const cancellation = page.getByRole('article', { name: /^Cancellation ID/ });
  await expect(figure(cancellation, 'Refund Amount')).toHaveText(paid);
  await expect(figure(cancellation, 'Order')).toHaveText(number);

  // Track by number, typed as a shopper might: lower case, no dashes.
  await page.goto('/help-support/track-order');
  await page.getByRole('textbox', { name: 'Order ID' }).fill(number.toLowerCase().replaceAll('-', ' '));
  await page.getByRole('button', { name: 'Track Order' }).click();
  const timeline = page.getByRole('region', { name: `Order ${number}` });
  await expect(timeline.getByText('This order is cancelled.')).toBeVisible();

  // The order's details answer to its number as well.
  await page.goto(`/user/orders/${number}`);
  await expect(figure(page.getByRole('main'), 'Total')).toHaveText(paid);
  await expect(page.getByRole('main').getByText(number, { exact: true })).toBeVisible();
});

test('a delivered order tracks from its card; one already returned offers no second return', async ({
  page,
  request,
}) => {
  await startSignedIn(page, await signInThroughApi(request, DEMO_SHOPPER));
  await page.goto('/user/orders');
  await page.getByRole('tab', { name: /^Delivered/ }).click();
  const delivered = page.getByRole('tabpanel').getByRole('article');
  await expect(delivered).toHaveCount(2);
  // Newest first: the older delivery was returned already (seeded), so it offers no Return; neither offers Cancel.
  const [recent, older] = [delivered.first(), delivered.nth(1)];
  await expect(older.getByRole('link', { name: /^Return/ })).toHaveCount(0);
  await expect(recent.getByRole('link', { name: /^Cancel/ })).toHaveCount(0);
  const name = (await recent.getAttribute('aria-label')) ?? '';
  const number = name.replace('Order ID ', '');
  expect(number).toMatch(ORDER_NUMBER);
  await expect(figure(recent, 'Total')).toHaveText(/^Rs /);

  await recent.getByRole('link', { name: `Track ${name}` }).click();
  await expect(page).toHaveURL(`/help-support/track-order?order=${number}`);
  await expect(page.getByRole('textbox', { name: 'Order ID' })).toHaveValue(number);
  const timeline = page.getByRole('region', { name: `Order ${number}` });
  await expect(timeline.getByText(/^Delivered in /)).toBeVisible();
});
