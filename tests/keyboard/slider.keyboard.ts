import { expect, test, type Page } from '@playwright/test';
import { openStory, press } from './story';

// APG multi-thumb slider: https://www.w3.org/WAI/ARIA/apg/patterns/slider-multithumb/
const thumb = (page: Page, name: 'Minimum price' | 'Maximum price') => page.getByRole('slider', { name });
const bounds = (page: Page, name: 'Minimum price' | 'Maximum price') =>
  thumb(page, name).evaluate((el) => [el.getAttribute('aria-valuemin'), el.getAttribute('aria-valuemax')].map(Number));

test("each thumb's bounds follow the other thumb; arrows, Page keys, Home and End", async ({ page }) => {
  await openStory(page, 'primitives-rangeslider--playground');
  const [minimum, maximum] = [thumb(page, 'Minimum price'), thumb(page, 'Maximum price')];
  await press(page, 'Tab');
  await expect(minimum).toBeFocused();
  await press(page, 'ArrowRight', 'ArrowUp');
  await expect(minimum).toHaveAttribute('aria-valuenow', '20');
  await press(page, 'PageUp');
  await expect(minimum).toHaveAttribute('aria-valuenow', '120');
  await expect.poll(() => bounds(page, 'Maximum price')).toEqual([120, 10000]);
  await press(page, 'ArrowLeft', 'ArrowDown');
  await expect(minimum).toHaveAttribute('aria-valuenow', '100');

  await press(page, 'Tab');
  await expect(maximum).toBeFocused();
  await press(page, 'PageDown');
  await expect(maximum).toHaveAttribute('aria-valuenow', '9900');
  await expect.poll(() => bounds(page, 'Minimum price')).toEqual([0, 9900]);
  // Home takes a thumb only as far as the other one.
  await press(page, 'Home');
  await expect(maximum).toHaveAttribute('aria-valuenow', '100');
  await press(page, 'End');
  await expect(maximum).toHaveAttribute('aria-valuenow', '10000');
  await press(page, 'Shift+Tab', 'End');
  await expect(minimum).toHaveAttribute('aria-valuenow', '10000');
  await press(page, 'Home');
  await expect(minimum).toHaveAttribute('aria-valuenow', '0');
});

test('each thumb is at least 24 × 24 px', async ({ page }) => {
  await openStory(page, 'primitives-rangeslider--playground');
  for (const name of ['Minimum price', 'Maximum price'] as const) {
    const box = await thumb(page, name).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  }
});

test('right to left: ArrowLeft raises the value, ArrowRight lowers it', async ({ page }) => {
  await openStory(page, 'primitives-rangeslider--playground', { globals: { dir: 'rtl' } });
  const minimum = thumb(page, 'Minimum price');
  await press(page, 'Tab');
  await expect(minimum).toBeFocused();
  await press(page, 'ArrowLeft', 'ArrowLeft');
  await expect(minimum).toHaveAttribute('aria-valuenow', '20');
  await press(page, 'ArrowRight');
  await expect(minimum).toHaveAttribute('aria-valuenow', '10');
});
