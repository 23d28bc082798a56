import { writeFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, requireChromium } from '../../scripts/chromium.mjs';
import { createConsumerApp, sh } from './consumer-app';
import { buildHostPage, computedStyles, hostPageHtml, serveApp } from './host-app/host-app';

/**
 * A host that styles its own markup with Tailwind v4 and a theme of its own, using the same utility names the kit
 * uses (`p-4`, `text-sm`, `bg-brand`, `font-sans`, `text-3xl`).
 */
const HOST_CSS = `@import 'tailwindcss' source(none);
@source './host-markup.html';
@theme {
  --font-sans: Georgia, serif;
  --color-brand: #6d28d9;
  --text-sm: 0.8rem;
  --spacing: 0.3rem;
}
`;

const HOST_MARKUP = `<main id="host">
  <h1 class="text-3xl font-bold">Orders from our partners</h1>
  <p class="font-sans text-sm p-4 bg-brand text-white rounded-lg">Partner of the week</p>
  <button type="button" class="bg-brand px-4 py-2 text-sm text-white">Host button</button>
  <ul class="list-disc ps-6 text-sm"><li>First host item</li><li>Second host item</li></ul>
  <a class="text-brand underline" href="#partners">Host link</a>
</main>`;

const page = (stylesheets: string[]) => hostPageHtml(HOST_MARKUP, stylesheets);

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

let browser: Browser;
let app = '';
let server: Server;
let origin = '';

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs, headless: true });
  app = createConsumerApp('tailwind-host', inject('kitTarballs'), [
    'react@19',
    'react-dom@19',
    'tailwindcss@4',
    '@tailwindcss/cli@4',
  ]);
  await buildHostPage(app);
  writeFileSync(join(app, 'host.css'), HOST_CSS);
  writeFileSync(join(app, 'host-markup.html'), HOST_MARKUP);
  sh(join(app, 'node_modules/.bin/tailwindcss'), ['-i', 'host.css', '-o', 'host.built.css'], app);
  const kit = `/${relative(app, createRequire(join(app, 'package.json')).resolve('@sauda/ui/styles.css'))}`;
  const host = '/host.built.css';
  writeFileSync(join(app, 'host-only.html'), page([host]));
  writeFileSync(join(app, 'kit-only.html'), page([kit]));
  writeFileSync(join(app, 'kit-then-host.html'), page([kit, host]));
  writeFileSync(join(app, 'host-then-kit.html'), page([host, kit]));
  ({ server, origin } = await serveApp(app));
});

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (app) rmSync(app, { recursive: true, force: true });
});

/** The computed styles of the host's own elements and of every part of the kit's widgets, on one of the pages. */
async function stylesOn(name: string) {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await tab.goto(`${origin}/${name}.html`);
  await tab.locator('[data-react-version]').waitFor();
  await tab.evaluate(() => document.fonts.ready);
  const styles = {
    host: await computedStyles(tab, '#host, #host *', PROPERTIES),
    kit: await computedStyles(tab, '#kit [data-slot]', PROPERTIES),
  };
  await tab.close();
  return styles;
}

describe('@sauda/ui beside a host styled with Tailwind v4', () => {
  it.each(['kit-then-host', 'host-then-kit'])(
    "keeps the host's utilities and the kit's own looks with the stylesheets in either order (%s)",
    async (order) => {
      const hostOnly = await stylesOn('host-only');
      const kitOnly = await stylesOn('kit-only');
      const both = await stylesOn(order);
      // The host's Tailwind did style its markup (its theme's font and size), so the comparison means something.
      expect(hostOnly.host['1 h1']?.['font-size']).toBe('30px');
      expect(hostOnly.host['2 p']?.['font-family']).toBe('Georgia, serif');
      expect(Object.keys(kitOnly.kit).length).toBeGreaterThan(100);
      expect(both.host).toEqual(hostOnly.host);
      expect(both.kit).toEqual(kitOnly.kit);
    },
  );
});
