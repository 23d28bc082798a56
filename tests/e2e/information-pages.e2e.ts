import { expect, test } from './support/test';

test.describe('information pages', () => {
  test('every footer link opens its page with its own title', async ({ page }) => {
    const pages = [
      ['About Company', '/about-us', 'About Us'],
      ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
      ['Terms & Conditions', '/terms-and-conditions', 'Terms & Conditions'],
      ['Return & Refund', '/returns-and-refunds', 'Return & Refund Policy'],
      ['FAQ', '/faq', 'Frequently Asked Questions'],
    ] as const;
    for (const [label, path, heading] of pages) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} - Sauda`.replace('Frequently Asked Questions', 'FAQ'));
    }
  });

  test('the return policy says 7 days of delivery', async ({ page }) => {
    await page.goto('/returns-and-refunds');
    await expect(page.getByText(/within 7 days of delivery/).first()).toBeVisible();
  });

  test("About Us' Get Started leads home", async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the FAQ filters questions by their text and opens one at a time', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'For Customers' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('VENDOR');
    await expect(page.getByRole('button', { name: 'How do I become a vendor?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'How do I place an order?' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('');
    const order = page.getByRole('button', { name: 'How do I place an order?' });
    const track = page.getByRole('button', { name: 'How can I track my order?' });
    await order.click();
    await expect(order).toHaveAttribute('aria-expanded', 'true');
    await track.click();
    await expect(track).toHaveAttribute('aria-expanded', 'true');
    await expect(order).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('cards, online banking and digital wallets')).toBeHidden();
  });
});

test('Help & Support lists the tools, filters its FAQ and shows how to reach support', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help & Support' }).click();
  await expect(page).toHaveTitle('Help & Support - Sauda');
  const tools = page.getByRole('list', { name: 'Help topics' });
  await expect(tools.getByRole('link', { name: /Contact Support/ })).toHaveAttribute('href', '/contact-us');
  await page.getByRole('searchbox', { name: 'Search help' }).fill('return');
  await expect(page.getByRole('button', { name: 'Can I return an item?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'How do I reset my password?' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Can I return an item?' }).click();
  await expect(page.getByText('within 7 days of delivery if the item is eligible')).toBeVisible();
  await expect(page.getByText('Mon-Fri 9:00 AM-5:00 PM')).toBeVisible();
  await tools.getByRole('link', { name: /Reset Password/ }).click();
  await expect(page).toHaveURL('/help-support/reset-password');
});

test('the help-area password reset leads into the real, code-verified flow', async ({ page }) => {
  await page.goto('/help-support/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reset my password' })).toHaveAttribute('href', '/user/forgot-password');
  await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/user/login');
});

test.describe('error screens', () => {
  test('an unknown path shows the page-not-found screen and leads home', async ({ page }) => {
    await page.goto('/no/such/page/here');
    await expect(page).toHaveTitle('Page Not Found - Sauda');
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL('/');
  });

  test("a missing store says so in the spec's words", async ({ page }) => {
    await page.goto('/error/storeNotFound');
    await expect(page.getByRole('heading', { name: "We're Sorry, an error has occurred" })).toBeVisible();
    await expect(page.getByText("We seem to have lost this page but we don't want to lose you.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('no products offers Explore Products and Home', async ({ page }) => {
    await page.goto('/error/product-not-found');
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
