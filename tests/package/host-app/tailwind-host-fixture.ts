// The Tailwind v4 host of the package tests: its own entry, markup and theme, and the computed styles compared on its
// pages. Shared by tailwind-host.test.ts (the kit's built styles.css beside it) and tailwind-source.test.ts (the kit
// compiled by the host's own Tailwind).
import type { Browser } from 'playwright';
import { computedStyles } from './host-app';

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
