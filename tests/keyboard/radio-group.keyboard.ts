import { expect, test, type Page } from '@playwright/test';
import { focused, openStory, press } from './story';

// APG radio group: https://www.w3.org/WAI/ARIA/apg/patterns/radio/
const radio = (page: Page, name: string) => page.getByRole('radiogroup').getByRole('radio', { name });

test('with nothing checked the group is exactly one tab stop', async ({ page }) => {
  await openStory(page, 'primitives-radiogroup--playground', { args: { defaultValue: '!undefined' } });
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await press(page, 'Tab');
  await expect(radio(page, 'Cash on Delivery')).toBeFocused();
  await press(page, 'Tab');
  expect(await focused(page)).not.toMatch(/^- radio /);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
});

test('arrows check the next and previous option and wrap; Tab lands on the checked one', async ({ page }) => {
  await openStory(page, 'primitives-radiogroup--playground');
  await press(page, 'Tab');
  await expect(radio(page, 'Cash on Delivery')).toBeFocused();
  await press(page, 'ArrowDown');
  await expect(radio(page, 'Debit or Credit Card')).toBeFocused();
  await expect(radio(page, 'Debit or Credit Card')).toBeChecked();
  await press(page, 'ArrowUp', 'ArrowUp');
  await expect(radio(page, 'Easypaisa')).toBeChecked();
  await press(page, 'ArrowRight');
  await expect(radio(page, 'Cash on Delivery')).toBeChecked();
  await press(page, 'ArrowLeft');
  await expect(radio(page, 'Easypaisa')).toBeFocused();
  await press(page, 'Tab');
  expect(await focused(page)).not.toMatch(/^- radio /);
  await press(page, 'Shift+Tab');
  await expect(radio(page, 'Easypaisa')).toBeFocused();
});
