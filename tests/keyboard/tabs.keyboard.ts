import { expect, test, type Page } from '@playwright/test';
import { focused, openStory, press } from './story';

// APG tabs: https://www.w3.org/WAI/ARIA/apg/patterns/tabs/
const tab = (page: Page, name: string) => page.getByRole('tablist').getByRole('tab', { name });

async function focusFirstTab(page: Page, dir = 'ltr') {
  await openStory(page, 'primitives-tabs--playground', { globals: { dir } });
  await press(page, 'Tab');
  await expect(tab(page, 'Profile')).toBeFocused();
}

test('arrows move between tabs and wrap; Home and End go to the ends', async ({ page }) => {
  await focusFirstTab(page);
  await press(page, 'ArrowRight');
  await expect(tab(page, 'My Orders')).toBeFocused();
  await expect(tab(page, 'My Orders')).toHaveAttribute('aria-selected', 'true');
  await press(page, 'ArrowLeft', 'ArrowLeft');
  await expect(tab(page, 'Followed Shops')).toBeFocused();
  await press(page, 'ArrowRight');
  await expect(tab(page, 'Profile')).toBeFocused();
  await press(page, 'End');
  await expect(tab(page, 'Followed Shops')).toBeFocused();
  await press(page, 'Home');
  await expect(tab(page, 'Profile')).toBeFocused();
});

test('right to left: ArrowLeft goes to the next tab, ArrowRight to the previous (wrapping)', async ({ page }) => {
  await focusFirstTab(page, 'rtl');
  await press(page, 'ArrowLeft');
  await expect(tab(page, 'My Orders')).toBeFocused();
  await press(page, 'ArrowRight', 'ArrowRight');
  await expect(tab(page, 'Followed Shops')).toBeFocused();
});

test('the tab list is one tab stop: Tab leaves it, Shift+Tab comes back to the selected tab', async ({ page }) => {
  await focusFirstTab(page);
  await press(page, 'ArrowRight', 'ArrowRight');
  await expect(tab(page, 'My Return')).toBeFocused();
  await press(page, 'Tab');
  expect(await focused(page)).not.toMatch(/^- tab /);
  await press(page, 'Shift+Tab');
  await expect(tab(page, 'My Return')).toBeFocused();
  await expect(tab(page, 'My Return')).toHaveAttribute('aria-selected', 'true');
});
