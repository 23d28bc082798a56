import { expect, test, type Page } from '@playwright/test';
import { focused, openStory, press } from './story';

// APG menu button: https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/
const story = 'primitives-menu--playground';
const trigger = (page: Page) => page.getByRole('button', { name: 'Ayesha Kha...' });
const item = (page: Page, name: string) => page.getByRole('menu').getByRole('menuitem', { name });

async function focusTrigger(page: Page) {
  await openStory(page, story);
  await press(page, 'Tab');
  await expect(trigger(page)).toBeFocused();
}

for (const key of ['Enter', 'Space', 'ArrowDown'])
  test(`${key} on the button opens the menu on its first item`, async ({ page }) => {
    await focusTrigger(page);
    await press(page, key);
    await expect(item(page, 'My Account')).toBeFocused();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
  });

test('ArrowUp opens on the last item; arrows wrap; Home and End', async ({ page }) => {
  await focusTrigger(page);
  await press(page, 'ArrowUp');
  await expect(item(page, 'Logout')).toBeFocused();
  await press(page, 'ArrowDown');
  await expect(item(page, 'My Account')).toBeFocused();
  await press(page, 'ArrowUp');
  await expect(item(page, 'Logout')).toBeFocused();
  await press(page, 'Home');
  await expect(item(page, 'My Account')).toBeFocused();
  await press(page, 'End');
  await expect(item(page, 'Logout')).toBeFocused();
});

// Each letter on a freshly opened menu: letters typed in quick succession would form one multi-letter search.
for (const [letter, name] of [
  ['o', 'Orders'],
  ['f', 'Followed Shops'],
  ['l', 'Logout'],
] as const)
  test(`typing "${letter}" moves to ${name}`, async ({ page }) => {
    await focusTrigger(page);
    await press(page, 'Enter');
    await expect(item(page, 'My Account')).toBeFocused();
    await press(page, letter);
    await expect(item(page, name)).toBeFocused();
  });

test('Escape closes the menu and returns focus to the button', async ({ page }) => {
  await focusTrigger(page);
  await press(page, 'Enter', 'ArrowDown');
  await expect(item(page, 'Wishlist')).toBeFocused();
  await press(page, 'Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger(page)).toBeFocused();
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
});

test('Tab closes the menu and leaves no menu item focused', async ({ page }) => {
  await focusTrigger(page);
  await press(page, 'Enter');
  await expect(item(page, 'My Account')).toBeFocused();
  await press(page, 'Tab');
  await expect(page.getByRole('menu')).toHaveCount(0);
  expect(await focused(page)).not.toMatch(/menuitem/);
});

test('inside a parent that clips (overflow: hidden) the whole open menu stays visible', async ({ page }) => {
  // Issue 31's defect: the menu was positioned inside its clipping parent, which hid all but the focused item. It is now
  // a fixed layer on the kit's floating panel (Radix Popover).
  await openStory(page, story);
  // No story puts the menu in a clipping parent, so the test clips the story's own root to the button's height.
  const height = (await trigger(page).boundingBox())?.height ?? 40;
  await page.addStyleTag({ content: `#storybook-root { overflow: hidden; height: ${height}px; }` });
  await trigger(page).focus();
  await press(page, 'Enter');
  await expect(item(page, 'My Account')).toBeFocused();
  await expect(item(page, 'My Account')).toBeInViewport({ ratio: 1 });
  await expect
    .poll(() =>
      // Whether what is drawn at the centre of each item is the item itself (not clipped away or covered).
      page.getByRole('menuitem').evaluateAll((items) =>
        items.map((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return !!hit && element.contains(hit);
        }),
      ),
    )
    .toEqual(Array(5).fill(true));
});
