import { formatPrice } from '@sauda/commerce';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { cartLineOf, couponShopId, figure, putInCart, shopProducts, type WireProduct } from './support/catalogue';
import { registerShopper, startSignedIn, type SignedInShopper } from './support/shoppers';

/** A shop's name, as its store page header shows it. */
async function shopName(request: APIRequestContext, shopId: string): Promise<string> {
  const response = await request.get(`/api/v1/shops/${shopId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { Name: string }).Name;
}

/** The first colour product of the list that `quantity` pieces bring to at least `minimum` rupees. */
function productReaching(products: WireProduct[], minimum: number, quantity: number): WireProduct {
  const found = products.find((product) => (product.colorVariants[0]?.price ?? 0) * quantity >= minimum);
  if (!found) throw new Error(`No colour product reaches Rs ${minimum} in ${quantity} pieces`);
  return found;
}

/** The shopper's newest order as the server stores it: what they pay is `Amount` + `ShippingFee`. */
async function newestOrderTotal(request: APIRequestContext, shopper: SignedInShopper): Promise<number> {
  const response = await request.get(`/api/v1/orders/user/orders/${shopper.userId}`, {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as { Amount: number; ShippingFee: number; CreatedAt: string }[];
  const [newest] = rows.sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt));
  if (!newest) throw new Error('No order was stored');
  return newest.Amount + newest.ShippingFee;
}

const summary = (page: Page, name: 'Your Order' | 'Order Summary') => page.getByRole('region', { name });

test("a voucher tapped on the store page is applied to its shop's items in the cart and at checkout, and the order costs what checkout said", async ({
  page,
  request,
}) => {
  test.slow();
  const shopper = await registerShopper(request);
  const eidShop = await couponShopId(request, 'EID10');
  const eidShopName = await shopName(request, eidShop);
  const otherShop = await couponShopId(request, 'FLAT300');
  const otherShopName = await shopName(request, otherShop);
  // EID10: 10% over Rs 2,000 of its shop's items; the other shop's line must not count.
  const kurta = cartLineOf(productReaching(await shopProducts(request, eidShop), 2000, 3), 3);
  const other = cartLineOf(productReaching(await shopProducts(request, otherShop), 1, 1), 1);
  const subtotal = kurta.price * kurta.quantity + other.price;
  const discount = Math.round(kurta.price * kurta.quantity * 10) / 100;
  const total = subtotal + 200 - discount;

  await startSignedIn(page, shopper);
  await putInCart(page, [kurta, other]);
  await page.goto(`/store/any-name/${eidShop}`);
  const vouchers = page.getByRole('region', { name: 'Shop vouchers' });
  const eid10 = vouchers.getByRole('button', { name: '10% off Min. spend Rs 2,000 EID10' });
  await expect(eid10).toHaveAttribute('aria-pressed', 'false');
  await eid10.click();
  await expect(eid10).toHaveAttribute('aria-pressed', 'true');
  await expect(eid10).toContainText('Applied');
  await expect(page.getByText("EID10 will be applied to this shop's items at checkout.")).toBeVisible();

  // In the cart each shop's lines sit under its name with its vouchers; EID10 is applied on its shop's items only.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .click();
  await expect(page).toHaveURL('/cart');
  const eidGroup = page.getByRole('region', { name: `Items from ${eidShopName}` });
  const otherGroup = page.getByRole('region', { name: `Items from ${otherShopName}` });
  await expect(eidGroup.getByText(kurta.name, { exact: true }).first()).toBeVisible();
  await expect(otherGroup.getByText(other.name, { exact: true }).first()).toBeVisible();
  await expect(otherGroup.getByText(kurta.name, { exact: true })).toHaveCount(0);
  await expect(eidGroup.getByRole('button', { name: /EID10$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(otherGroup.getByRole('button', { name: /FLAT300$/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(figure(summary(page, 'Order Summary'), 'Discount')).toHaveText(`- ${formatPrice(discount)}`);
  await expect(figure(summary(page, 'Order Summary'), 'Total')).toHaveText(formatPrice(total));

  await summary(page, 'Order Summary')
    .getByRole('button', { name: /^Checkout/ })
    .click();
  await expect(page).toHaveURL('/checkout');
  const order = summary(page, 'Your Order');
  await expect(order.getByRole('status')).toHaveText(`Coupon EID10 applied: ${formatPrice(discount)} off`);
  await expect(figure(order, 'Discount')).toHaveText(`- ${formatPrice(discount)}`);
  await expect(figure(order, 'Total')).toHaveText(formatPrice(total));

  const form = page.getByRole('form', { name: 'Delivery address' });
  await form.getByRole('textbox', { name: 'Street Address' }).fill('House 12, Street 4, Gulberg III');
  await form.getByRole('combobox', { name: 'Province', exact: true }).selectOption({ label: 'Punjab' });
  await form.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'Lahore' });
  await form.getByRole('textbox', { name: /Postcode/ }).fill('54660');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  expect(await newestOrderTotal(request, shopper)).toBe(total);
});

test("a product page shows its shop's vouchers; a code of a shop with nothing in the cart says whose it is, once", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const otherShop = await couponShopId(request, 'FLAT300');
  const eidShopName = await shopName(request, await couponShopId(request, 'EID10'));
  const product = productReaching(await shopProducts(request, otherShop), 1, 1);
  const line = cartLineOf(product, 1);
  await startSignedIn(page, shopper);
  await putInCart(page, [line]);
  // The product page shows its shop's vouchers.
  await page.goto(`/product/any-name/${product.Id}`);
  await expect(page.getByRole('region', { name: 'Shop vouchers' }).getByRole('button')).toHaveAccessibleName(
    'Rs 300 off Min. spend Rs 3,000 FLAT300',
  );
  await page.goto('/cart');
  await summary(page, 'Order Summary')
    .getByRole('button', { name: /^Checkout/ })
    .click();
  await expect(page).toHaveURL('/checkout');
  const order = summary(page, 'Your Order');
  await order.getByRole('textbox', { name: 'Coupon code' }).fill('eid10');
  await order.getByRole('button', { name: 'Apply' }).click();
  const message = `EID10 is a voucher of ${eidShopName}: add its items to use it.`;
  await expect(order.getByRole('alert')).toHaveText(message);
  await expect(page.getByText(message)).toHaveCount(1);
  await expect(figure(order, 'Discount')).toHaveCount(0);
});
