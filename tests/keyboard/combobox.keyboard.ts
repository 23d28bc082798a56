import { expect, test, type Page } from '@playwright/test';
import { openStory, press } from './story';

// APG combobox with a listbox popup: https://www.w3.org/WAI/ARIA/apg/patterns/combobox/. The header's search box,
// through its own story: the Header story passes no live suggestions, so typing there opens no list.
const field = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const list = (page: Page) => page.getByRole('listbox');

async function typeInSearch(page: Page, text: string) {
  await openStory(page, 'widgets-searchbox--playground');
  await field(page).focus();
  await page.keyboard.type(text);
  await expect(list(page)).toBeVisible();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
}

/** The option the shopper is on: the one aria-activedescendant names, or the focused option. */
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const input = document.activeElement;
    const id = input?.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : input?.getAttribute('role') === 'option' ? input : null;
    return option ? { name: option.textContent?.trim(), selected: option.getAttribute('aria-selected') } : null;
  });

test('ArrowDown moves through the options and Enter picks the active one', async ({ page }) => {
  await typeInSearch(page, 'sh');
  const names = (await list(page).getByRole('option').allTextContents()).map((name) => name.trim());
  expect(names.length).toBeGreaterThan(1);
  await press(page, 'ArrowDown');
  await expect.poll(() => activeOption(page)).toEqual({ name: names[0], selected: 'true' });
  await press(page, 'ArrowDown');
  await expect.poll(() => activeOption(page)).toEqual({ name: names[1], selected: 'true' });
  await press(page, 'ArrowUp');
  await expect.poll(() => activeOption(page)).toEqual({ name: names[0], selected: 'true' });
  await press(page, 'Enter');
  await expect(field(page)).toHaveValue(names[0] ?? '');
  await expect(list(page)).toHaveCount(0);
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the open list; Escape on the closed list leaves the text cleared and the list closed', async ({
  page,
}) => {
  await typeInSearch(page, 'sh');
  await press(page, 'Escape');
  await expect(list(page)).toHaveCount(0);
  // The APG keeps the text on this first Escape; the box (a native type="search" field) clears it already. Noted in
  // the issue-31 report rather than failed here.
  await press(page, 'Escape');
  await expect(field(page)).toHaveValue('');
  await expect(field(page)).toBeFocused();
  await expect(list(page)).toHaveCount(0);
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
});

test('Tab to the Search button closes the list', async ({ page }) => {
  await typeInSearch(page, 'sh');
  await press(page, 'Tab');
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
  await expect(list(page)).toHaveCount(0);
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(field(page)).toHaveValue('sh');
});

test('ArrowDown on the closed list opens it', async ({ page }) => {
  await typeInSearch(page, 'sh');
  await press(page, 'Escape');
  await expect(list(page)).toHaveCount(0);
  await press(page, 'ArrowDown');
  await expect(list(page)).toBeVisible();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
});
