import { cpSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, requireChromium } from '../../scripts/chromium.mjs';
import { createConsumerApp, sh } from './consumer-app';
import { buildHostPage, hostPageHtml, serveApp } from './host-app/host-app';
import { HOST_CSS, HOST_MARKUP, stylesOn } from './host-app/tailwind-host-fixture';

/** The host's separate CSS entry for the kit, as the README gives it: the kit's Tailwind source, nothing else. */
const KIT_CSS = `@import '@sauda/ui/tailwind.css';\n`;

const page = (stylesheets: string[]) => hostPageHtml(HOST_MARKUP, stylesheets);

let browser: Browser;
let app = '';
let server: Server;
let origin = '';

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs, headless: true });
  app = createConsumerApp('tailwind-source', inject('kitTarballs'), [
    'react@19',
    'react-dom@19',
    'tailwindcss@4',
    '@tailwindcss/cli@4',
  ]);
  await buildHostPage(app);
  writeFileSync(join(app, 'host.css'), HOST_CSS);
  writeFileSync(join(app, 'host-markup.html'), HOST_MARKUP);
  writeFileSync(join(app, 'kit.css'), KIT_CSS);
  const tailwind = join(app, 'node_modules/.bin/tailwindcss');
  sh(tailwind, ['-i', 'host.css', '-o', 'host.built.css'], app);
  // The kit's own Tailwind build, run by the host's CLI. The CLI leaves `url()`s as written (`./files/…`), so the
  // host serves the kit's font files beside the compiled file, as the README says.
  sh(tailwind, ['-i', 'kit.css', '-o', 'kit.built.css', '--minify'], app);
  cpSync(join(app, 'node_modules/@sauda/ui/dist/files'), join(app, 'files'), { recursive: true });
  const built = '/node_modules/@sauda/ui/dist/styles.css';
  const host = '/host.built.css';
  const kit = '/kit.built.css';
  writeFileSync(join(app, 'host-only.html'), page([host]));
  writeFileSync(join(app, 'kit-built.html'), page([built]));
  writeFileSync(join(app, 'kit-compiled.html'), page([kit]));
  writeFileSync(join(app, 'kit-then-host.html'), page([kit, host]));
  writeFileSync(join(app, 'host-then-kit.html'), page([host, kit]));
  ({ server, origin } = await serveApp(app));
});

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (app) rmSync(app, { recursive: true, force: true });
});

describe('@sauda/ui/tailwind.css compiled by a host with its own Tailwind v4', () => {
  it('styles every part of the kit as the built styles.css does, with the same fonts', async () => {
    const built = await stylesOn(browser, `${origin}/kit-built.html`);
    const compiled = await stylesOn(browser, `${origin}/kit-compiled.html`);
    expect(Object.keys(built.kit).length).toBeGreaterThan(100);
    expect(compiled.kit).toEqual(built.kit);
    // The Inter faces the kit's text needs were fetched, from the files the compiled stylesheet names.
    expect(built.fonts.filter((face) => face.startsWith('Inter Variable')).length).toBeGreaterThan(0);
    expect(compiled.fonts).toEqual(built.fonts);
    expect(compiled.failed).toEqual([]);
  });

  it.each(['kit-then-host', 'host-then-kit'])(
    "leaves the host's own Tailwind entry styling its markup as without the kit (%s)",
    async (order) => {
      const hostOnly = await stylesOn(browser, `${origin}/host-only.html`);
      const built = await stylesOn(browser, `${origin}/kit-built.html`);
      const both = await stylesOn(browser, `${origin}/${order}.html`);
      // The host's Tailwind did style its markup (its theme's font and size), so the comparison means something.
      expect(hostOnly.host['1 h1']?.['font-size']).toBe('30px');
      expect(hostOnly.host['2 p']?.['font-family']).toBe('Georgia, serif');
      expect(both.host).toEqual(hostOnly.host);
      expect(both.kit).toEqual(built.kit);
    },
  );
});
