import { rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, requireChromium } from '../../scripts/chromium.mjs';
import { createConsumerApp } from './consumer-app';
import { buildHostPage, computedStyles, hostPageHtml, serveApp } from './host-app/host-app';

/** Host elements styled only by the browser, and the properties a stylesheet that leaves them alone must not change. */
const HOST_ELEMENTS = ['h1', 'button', 'ul', 'li', 'a'] as const;
const HOST_PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'background-image',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-top-left-radius',
  'padding-top',
  'padding-inline-start',
  'margin-top',
  'margin-bottom',
  'list-style-type',
  'text-decoration-line',
  'cursor',
  'box-sizing',
  'appearance',
] as const;

/** The host's own markup, styled only by the browser. */
const HOST_MARKUP = `<main id="host">
  <h1>Orders from our partners</h1>
  <button type="button">Host button</button>
  <ul><li>First host item</li><li>Second host item</li></ul>
  <a href="#partners">Host link</a>
</main>`;

/** The host page, with or without the kit's stylesheet. */
const hostHtml = (stylesheet: string | null) => hostPageHtml(HOST_MARKUP, stylesheet ? [stylesheet] : []);

/** Every error the page reports: uncaught exceptions and console errors (React's dev warnings among them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

/** The computed host styles, element by element. */
const hostStyles = (page: Page) =>
  computedStyles(page, HOST_ELEMENTS.map((tag) => `#host ${tag}`).join(), HOST_PROPERTIES);

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs, headless: true });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The kit as another team installs it: only the packed tarballs and React of one major from the registry, a host page
 * bundled by the app's own esbuild, and the kit's stylesheet linked from node_modules.
 */
describe.each([18, 19])('@sauda/ui in a React %i app', (major) => {
  let app = '';
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    app = createConsumerApp(`react-${major}-host`, inject('kitTarballs'), [`react@${major}`, `react-dom@${major}`]);
    await buildHostPage(app);
    const styles = createRequire(join(app, 'package.json')).resolve('@sauda/ui/styles.css');
    writeFileSync(join(app, 'kit.html'), hostHtml(`/${relative(app, styles)}`));
    writeFileSync(join(app, 'host.html'), hostHtml(null));
    ({ server, origin } = await serveApp(app));
  });

  afterAll(() => {
    server?.close();
    if (app) rmSync(app, { recursive: true, force: true });
  });

  it('renders every widget and opens each popover and dialog without an error', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(`${origin}/kit.html`);
    const root = page.locator('[data-react-version]');
    await expect.poll(() => root.getAttribute('data-react-version')).toMatch(new RegExp(`^${major}\\.`));

    // The header's account panel (a lazily loaded popover).
    await page.getByRole('button', { name: 'Ayesha Khan', exact: true }).click();
    const account = page.getByRole('dialog', { name: 'Ayesha Khan', exact: true });
    await account.waitFor({ state: 'visible' });
    await expect(account.getByRole('link', { name: 'Orders', exact: true }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await account.waitFor({ state: 'hidden' });

    // The search suggestions.
    await page.getByRole('combobox', { name: 'Search products', exact: true }).click();
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions', exact: true });
    await suggestions.waitFor({ state: 'visible' });
    await expect(suggestions.getByRole('option', { name: 'Khaadi Lawn', exact: true }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await suggestions.waitFor({ state: 'hidden' });

    // The category drawer.
    await page.getByRole('button', { name: 'Browse categories', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Categories', exact: true });
    await drawer.waitFor({ state: 'visible' });
    await expect(drawer.getByRole('link', { name: 'Men Fashion', exact: true }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // A popover whose trigger is the kit's Button (asChild: the ref passes through to it).
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.click();
    const sharePanel = page.getByRole('dialog', { name: 'Share this shop', exact: true });
    await sharePanel.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await sharePanel.waitFor({ state: 'hidden' });
    // Focus returns to the trigger, in Strict Mode too (it mounts the panel's effects twice).
    await expect.poll(() => share.evaluate((element) => element === document.activeElement)).toBe(true);

    // A dialog opened by a DialogTrigger.
    const deliveryTrigger = page.getByRole('button', { name: 'Delivery details', exact: true });
    await deliveryTrigger.click();
    const delivery = page.getByRole('dialog', { name: 'Delivery details', exact: true });
    await delivery.waitFor({ state: 'visible' });
    await delivery.getByRole('button', { name: 'Close', exact: true }).click();
    await delivery.waitFor({ state: 'hidden' });
    await expect.poll(() => deliveryTrigger.evaluate((element) => element === document.activeElement)).toBe(true);

    // The widgets' own controls.
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Khaadi Unstitched 3 Piece Lawn Suit to wishlist' }).click();
    await page.getByRole('button', { name: /^Remove Khaadi Unstitched 3 Piece Lawn Suit from wishlist/ }).waitFor();
    await page.getByRole('button', { name: 'Increase quantity of Khaadi Unstitched 3 Piece Lawn Suit' }).click();
    await page.getByRole('button', { name: 'Decrease quantity of Khaadi Unstitched 3 Piece Lawn Suit' }).click();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type('123456');
    await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' }).inputValue()).resolves.toBe('6');
    await page.getByRole('button', { name: 'Copy order ID', exact: true }).click();
    await page.getByRole('button', { name: 'View Products', exact: true }).click();
    await page.getByText('Bata Comfit Leather Sandal').waitFor({ state: 'visible' });

    // On a phone the filters move into a drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filters', exact: true });
    await filters.waitFor({ state: 'visible' });
    await filters.getByText('Khaadi', { exact: true }).click();
    await expect(filters.getByRole('checkbox', { name: 'Khaadi', exact: true }).isChecked()).resolves.toBe(true);
    await filters.getByRole('button', { name: 'Done', exact: true }).click();
    await filters.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Filters 1 active', exact: true }).waitFor();

    expect(errors).toEqual([]);
    await page.close();
  });

  it("leaves the host's own h1, button, list and link as the browser styles them", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/host.html`);
    await page.locator('[data-react-version]').waitFor();
    const browserDefaults = await hostStyles(page);
    await page.goto(`${origin}/kit.html`);
    await page.locator('[data-react-version]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    const withKit = await hostStyles(page);
    await page.close();
    expect(withKit).toEqual(browserDefaults);
  });
});
