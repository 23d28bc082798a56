import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_SHOPPER, signInThroughApi, startSignedIn } from './support/shoppers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Ticks 'I agree to the return policy.' by its label, as a shopper does. */
async function agreeToPolicy(page: Page) {
  await page.getByText('I agree to the return policy.').click();
  await expect(page.getByRole('checkbox', { name: 'I agree to the return policy.' })).toBeChecked();
}

test('return request: the recent delivered order is returned from the help tool and shows in My Return', async ({
  page,
  request,
}) => {
  await startSignedIn(page, await signInThroughApi(request, DEMO_SHOPPER));
  await page.goto('/user/orders');
  await page.getByRole('tab', { name: /^Delivered/ }).click();
  const delivered = page.getByRole('tabpanel').getByRole('article');
  await expect(delivered).toHaveCount(2);
  // Newest first: the delivery of two days ago is inside the 7-day return window.
  const recent = delivered.first();
  await expect(recent.getByText('Status: Delivered')).toBeVisible();
  const orderId = ((await recent.getAttribute('aria-label')) ?? '').replace('Order ID ', '');
  // The card names the order by its short number, which the forms take as well as the UUID.
  expect(orderId).toMatch(/^SD-\d{4}-\d{4}$/);
  await recent.getByRole('button', { name: 'Copy order ID' }).click();
  await expect(recent.getByRole('status')).toHaveText('Order ID copied');
  await expect(recent.getByRole('button', { name: 'Copy order ID' })).toBeVisible();

  await page.goto('/help-support/return-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Return My Order' })).toBeVisible();
  const orderField = page.getByRole('textbox', { name: 'Order ID' });
  const submit = page.getByRole('button', { name: 'Submit Return Request' });

  await orderField.fill('12345');
  await submit.click();
  await expect(page.getByText('Invalid order ID format.')).toBeVisible();
  await expect(page.getByText('Please agree to the return policy.')).toBeVisible();

  await orderField.fill('');
  await orderField.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(orderField).toHaveValue(orderId);
  const reason = page.getByRole('combobox', { name: 'Reason for Return' });
  await expect(reason.getByRole('option', { disabled: false })).toHaveText([
    'Damaged Item',
    'Wrong Item Shipped',
    'Unsatisfactory Quality',
    'Changed My Mind',
    'Other',
  ]);
  await reason.selectOption('Other');
  const specify = page.getByRole('textbox', { name: 'Please specify' });
  await expect(specify).toBeVisible();
  await agreeToPolicy(page);
  await specify.fill('The zip of the bag broke on the first day.');
  await submit.click();
  await expect(page.getByText('Your return request has been submitted successfully.')).toBeVisible();

  await page.goto('/user/orders/return');
  await expect(page.getByRole('heading', { level: 1, name: 'My Returns' })).toBeVisible();
  const returns = page.getByRole('article', { name: /^Return ID/ });
  await expect(returns).toHaveCount(2);
  await expect(returns.first().getByText('Status: Pending')).toBeVisible();
  await returns.first().getByRole('button', { name: 'View Products' }).click();
  await expect(returns.first().getByRole('button', { name: 'Hide Details' })).toBeVisible();

  // A second request for the same order is refused with the server's message.
  await page.goto('/help-support/return-order');
  await page.getByRole('textbox', { name: 'Order ID' }).fill(orderId.toUpperCase());
  await page.getByRole('combobox', { name: 'Reason for Return' }).selectOption('Damaged Item');
  await expect(page.getByRole('textbox', { name: 'Please specify' })).toHaveCount(0);
  await agreeToPolicy(page);
  await page.getByRole('button', { name: 'Submit Return Request' }).click();
  await expect(page.getByText('A return has already been requested for this order.')).toBeVisible();
});

test('the cancel form refuses an order id that is not a UUID, in the spec words', async ({ page, request }) => {
  await startSignedIn(page, await signInThroughApi(request, DEMO_SHOPPER));
  for (const path of ['/user/orders/cancellation', '/help-support/cancel-order']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Cancel My Order' })).toBeVisible();
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Order ID' }).fill('ORDER-42');
    await form.getByRole('textbox', { name: 'Reason for Cancellation' }).fill('Changed my mind');
    await form.getByRole('button', { name: 'Submit Cancellation Request' }).click();
    await expect(form.getByText('Invalid Order ID. Please enter a valid Order ID.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Order ID' }).fill('9b8c11d0-0e56-4b7d-bc8a-de172d1450c6');
    await form.getByRole('textbox', { name: 'Reason for Cancellation' }).fill('');
    await form.getByRole('button', { name: 'Submit Cancellation Request' }).click();
    await expect(form.getByText('Please enter a reason for cancellation.')).toBeVisible();
    await expect(form.getByText('Invalid Order ID. Please enter a valid Order ID.')).toHaveCount(0);
  }
});
