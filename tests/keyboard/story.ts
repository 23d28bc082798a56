import { expect, type Page } from '@playwright/test';

/** Storybook URL parameters: `globals` such as `{ dir: 'rtl' }`, `args` in Storybook's `key:value` URL syntax. */
interface StoryOptions {
  globals?: Record<string, string>;
  args?: Record<string, string>;
}

const urlPairs = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}:${value}`)
    .join(';');

/**
 * Opens story `id` (from storybook-static/index.json) alone in the preview frame and waits until it has rendered.
 * The suite uses stories without a play function: a play function would move focus and state under the test.
 */
export async function openStory(page: Page, id: string, options: StoryOptions = {}) {
  const params = new URLSearchParams({ id, viewMode: 'story' });
  if (options.globals) params.set('globals', urlPairs(options.globals));
  if (options.args) params.set('args', urlPairs(options.args));
  await page.goto(`/iframe.html?${params.toString()}`);
  // Storybook's own root, not the kit's markup: it has children once the story has rendered. Each test's page is a
  // fresh context with an empty cache, so the preview's bundles are fetched and compiled again: on a slow day's 2-core
  // machine that took past the 5 s default for 10 of the 27 tests (a clean CI run, 2026-11-29).
  await expect(page.locator('#storybook-root > *').first()).toBeAttached({ timeout: 30_000 });
}

/** Presses each key in turn on whatever has focus. */
export async function press(page: Page, ...keys: string[]) {
  for (const key of keys) await page.keyboard.press(key);
}

/**
 * The focused element as its role and accessible name, the way assistive technology announces it (the first line of
 * its ARIA snapshot, e.g. `- radio "JazzCash"`), or `body` when nothing has focus.
 */
export async function focused(page: Page): Promise<string> {
  const onBody = await page.evaluate(() => !document.activeElement || document.activeElement === document.body);
  if (onBody) return 'body';
  const snapshot = await page.locator(':focus').ariaSnapshot();
  return snapshot.split('\n')[0]?.replace(/:$/, '') ?? '';
}
