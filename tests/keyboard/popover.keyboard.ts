import { expect, test, type Page } from '@playwright/test';
import { openStory, press } from './story';

// The header's account panel: a non-modal dialog opened by a disclosure button (APG dialog and disclosure patterns).
const button = (page: Page) => page.getByRole('button', { name: 'Ayesha Khan' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Ayesha Khan' });

for (const key of ['Enter', 'Space'])
  test(`${key} opens the account panel with focus inside; Escape closes it and focus returns`, async ({ page }) => {
    await openStory(page, 'widgets-header--playground');
    await button(page).focus();
    await press(page, key);
    await expect(panel(page)).toBeVisible();
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page).getByRole('link', { name: 'My Account' })).toBeFocused();
    await press(page, 'Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(button(page)).toBeFocused();
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
  });
