import { expect, test, type Page } from '@playwright/test';
import { openStory, press } from './story';

// APG modal dialog: https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/
const opener = (page: Page) => page.getByRole('button', { name: 'Follow' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Login Required' });
const focusInDialog = (page: Page) =>
  dialog(page).evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

test('focus moves in, Tab and Shift+Tab stay inside, Escape closes and focus returns to the opener', async ({
  page,
}) => {
  await openStory(page, 'primitives-dialog--playground');
  await press(page, 'Tab');
  await expect(opener(page)).toBeFocused();
  await press(page, 'Enter');
  await expect(dialog(page)).toBeVisible();
  await expect.poll(() => focusInDialog(page)).toBe(true);
  // More presses than the dialog has controls: focus must wrap inside, never reach the page behind.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await press(page, key);
    expect(await focusInDialog(page), `after ${key}`).toBe(true);
  }
  await press(page, 'Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(opener(page)).toBeFocused();
});
