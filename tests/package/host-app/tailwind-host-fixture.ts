// The Tailwind v4 host of the package tests: its own entry, markup and theme, and the computed styles compared on its
// pages. Shared by tailwind-host.test.ts (the kit's built styles.css beside it) and tailwind-source.test.ts (the kit
// compiled by the host's own Tailwind).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { expect } from 'vitest';
import { createConsumerApp, sh } from '../consumer-app';
import { buildHostPage, computedStyles, hostPageHtml } from './host-app';

/**
 * A host that styles its own markup with Tailwind v4 and a theme of its own, using the same utility names the kit
 * uses (`p-4`, `text-sm`, `bg-brand`, `font-sans`, `text-3xl`).
 */
export const HOST_CSS = `@import 'tailwindcss' source(none);
@source './host-markup.html';
@theme {
  --font-sans: Georgia, serif;
  --color-brand: #6d28d9;
  --text-sm: 0.8rem;
  --spacing: 0.3rem;
}
`;

export const HOST_MARKUP = `<main id="host">
  <h1 class="text-3xl font-bold">Orders from our partners</h1>
  <p class="font-sans text-sm p-4 bg-brand text-white rounded-lg">Partner of the week</p>
  <button type="button" class="bg-brand px-4 py-2 text-sm text-white">Host button</button>
  <ul class="list-disc ps-6 text-sm"><li>First host item</li><li>Second host item</li></ul>
  <a class="text-brand underline" href="#partners">Host link</a>
</main>`;

const PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'padding-top',
  'padding-inline-start',
  'margin-top',
  'border-top-width',
  'border-top-left-radius',
  'list-style-type',
  'text-decoration-line',
  'display',
] as const;

/**
 * The computed styles of the host's own elements and of every part of the kit's widgets on the page at `url`, the
 * font faces the page loaded (by family and unicode range) and the URLs it could not load.
 */
export async function stylesOn(browser: Browser, url: string) {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const failed: string[] = [];
  tab.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await tab.goto(url);
  await tab.locator('[data-react-version]').waitFor();
  await tab.evaluate(() => document.fonts.ready);
  const styles = {
    host: await computedStyles(tab, '#host, #host *', PROPERTIES),
    kit: await computedStyles(tab, '#kit [data-slot]', PROPERTIES),
    fonts: await tab.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((f) => `${f.family} ${f.unicodeRange}`),
    ),
    failed,
  };
  await tab.close();
  return styles;
}

/** The host's Tailwind CLI, as installed in `app`. */
export const tailwindCli = (app: string) => join(app, 'node_modules/.bin/tailwindcss');

/** The host's page: its markup and the kit's widgets, with `stylesheets` linked in that order. */
export const hostPage = (stylesheets: string[]) => hostPageHtml(HOST_MARKUP, stylesheets);

/**
 * A new app named `name` with only the packed kit (`tarballs`), React 19 and Tailwind v4's CLI, whose page is built and
 * whose own Tailwind entry is compiled to `/host.built.css`. Returns the app's folder.
 */
export async function createTailwindHostApp(name: string, tarballs: string[]): Promise<string> {
  const app = createConsumerApp(name, tarballs, ['react@19', 'react-dom@19', 'tailwindcss@4', '@tailwindcss/cli@4']);
  await buildHostPage(app);
  writeFileSync(join(app, 'host.css'), HOST_CSS);
  writeFileSync(join(app, 'host-markup.html'), HOST_MARKUP);
  sh(tailwindCli(app), ['-i', 'host.css', '-o', 'host.built.css'], app);
  return app;
}

/** The host's compiled Tailwind, as its pages link it. */
const HOST_STYLESHEET = '/host.built.css';

/** The two orders of the kit's stylesheet and the host's, by page name (`writeOrderPages`). */
export const ORDERS = ['kit-then-host', 'host-then-kit'] as const;

/** Writes the host's pages: its stylesheet alone (`host-only`) and with the kit's `kit` before and after it (`ORDERS`). */
export function writeOrderPages(app: string, kit: string) {
  writeFileSync(join(app, 'host-only.html'), hostPage([HOST_STYLESHEET]));
  writeFileSync(join(app, 'kit-then-host.html'), hostPage([kit, HOST_STYLESHEET]));
  writeFileSync(join(app, 'host-then-kit.html'), hostPage([HOST_STYLESHEET, kit]));
}

/**
 * On the page of `order`, the host's markup looks as with its stylesheet alone and every kit part as on the page
 * `kitAlone` (the kit's stylesheet without the host's).
 */
export async function expectEachKeepsItsLooks(browser: Browser, origin: string, order: string, kitAlone: string) {
  const hostOnly = await stylesOn(browser, `${origin}/host-only.html`);
  const kitOnly = await stylesOn(browser, `${origin}/${kitAlone}.html`);
  const both = await stylesOn(browser, `${origin}/${order}.html`);
  // The host's Tailwind did style its markup (its theme's font and size), so the comparison means something.
  expect(hostOnly.host['1 h1']?.['font-size']).toBe('30px');
  expect(hostOnly.host['2 p']?.['font-family']).toBe('Georgia, serif');
  expect(Object.keys(kitOnly.kit).length).toBeGreaterThan(100);
  expect(both.host).toEqual(hostOnly.host);
  expect(both.kit).toEqual(kitOnly.kit);
}
