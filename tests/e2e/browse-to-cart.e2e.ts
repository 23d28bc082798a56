import { formatPrice } from '@sauda/commerce';
import { type Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { figure } from './support/catalogue';
import { logInThroughForm, newShopper, registerShopper } from './support/shoppers';

/** The first 'Price: Rs 3,900' in a text, in rupees (NaN when there is none). */
const priceIn = (text: string) => Number(/Price: Rs ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);

/** The prices the product cards of a listing show, in order. */
async function shownPrices(cards: Locator): Promise<number[]> {
  return (await cards.getByRole('link').allTextContents()).map(priceIn);
}

test('a visitor filters a category, adds a product up to the limit, and checkout asks them to log in', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/');
  await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Power Banks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Power Banks' })).toBeVisible();
  await expect(page).toHaveTitle('Power Banks - Sauda');
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();

  await page.getByRole('list', { name: 'Brand' }).getByText('Anker', { exact: true }).click();
  await expect(page).toHaveURL(/brand=Anker/);
  const chips = page.getByRole('button', { name: /^Remove filter / });
  await expect(page.getByRole('button', { name: 'Remove filter Anker' })).toBeVisible();
  await expect.poll(() => cards.count()).toBeLessThan(all);
  for (const name of await cards.evaluateAll((list) => list.map((card) => card.getAttribute('aria-label')))) {
    expect(name).toMatch(/^Anker /);
  }

  // The price range applies only on OK; PageDown moves the handle by 100 rupees.
  const maximum = page.getByRole('slider', { name: 'Maximum price' });
  await maximum.focus();
  for (let press = 0; press < 40; press++) await maximum.press('PageDown');
  await expect(maximum).toHaveAttribute('aria-valuenow', '6000');
  await expect(page).not.toHaveURL(/maxPrice/);
  await page.getByRole('region', { name: 'Price' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/maxPrice=6000/);
  await expect(page.getByRole('button', { name: 'Remove filter Rs 0 - Rs 6,000' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const price of await shownPrices(cards)) expect(price).toBeLessThanOrEqual(6000);

  await page.getByRole('button', { name: '3 Stars & Up', exact: true }).click();
  await expect(page.getByRole('button', { name: '3 Stars & Up', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Remove filter 3 Stars & Up' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sortBy=lowToHighPrice/);
  // The server sorts: the previous cards stay (the listing marked busy) until the sorted page arrives.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const sorted = await shownPrices(cards);
  expect(sorted.length).toBeGreaterThan(1);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  await expect(page.getByText('Selected Filters:')).toBeVisible();
  await expect(chips).toHaveCount(4);

  // A filtered listing survives a reload: the filters live in the address.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove filter Anker' })).toBeVisible();
  const filtered = await cards.count();
  await page.getByRole('button', { name: 'Remove filter 3 Stars & Up' }).click();
  await expect(page.getByRole('button', { name: 'Remove filter 3 Stars & Up' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '3 Stars & Up', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(filtered);

  const first = cards.first();
  const productName = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await addToCart.click();
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
  await addToCart.click();
  await addToCart.click();
  await expect(page.getByText('Maximum quantity of 3 reached!')).toHaveCount(0);
  await addToCart.click();
  await expect(page.getByText('Maximum quantity of 3 reached!')).toBeVisible();
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');

  await cartLink.click();
  const line = page.getByRole('article', { name: productName });
  await expect(line.getByRole('status', { name: `Quantity of ${productName}: 3` })).toBeVisible();
  await expect(line.getByRole('button', { name: `Increase quantity of ${productName}` })).toBeDisabled();
  await line.getByRole('button', { name: `Decrease quantity of ${productName}` }).click();
  await expect(line.getByRole('status', { name: `Quantity of ${productName}: 2` })).toBeVisible();
  // The line shows its total (price × quantity) and, above one unit, the unit price.
  const each = (await line.getByText(/^Rs [\d,]+ each$/).textContent()) ?? '';
  const unitPrice = Number(each.replace(/\D/g, ''));
  expect(unitPrice).toBeGreaterThan(0);
  await expect(line).toContainText(`Price: ${formatPrice(unitPrice * 2)}`);
  const cartSummary = page.getByRole('region', { name: 'Order Summary' });
  // Two of one line are 2 items (pieces are counted, issue 29).
  await expect(figure(cartSummary, 'Subtotal (2 items)')).toHaveText(formatPrice(unitPrice * 2));
  await expect(figure(cartSummary, 'Total')).toHaveText(formatPrice(unitPrice * 2 + 200));

  await page.getByRole('button', { name: 'Checkout (2)' }).click();
  await expect(page).toHaveURL('/user/login?returnTo=%2Fcheckout');
  const shopper = await registerShopper(request, newShopper('Hamza Qureshi'));
  await logInThroughForm(page, shopper);
  await expect(page).toHaveURL('/checkout');
  await expect(figure(page.getByRole('region', { name: 'Your Order' }), 'Subtotal (2 items)')).toHaveText(
    formatPrice(unitPrice * 2),
  );
});
