import { cpSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, requireChromium } from '../../scripts/chromium.mjs';
import { sh } from './consumer-app';
import { serveApp } from './host-app/host-app';
import {
  createTailwindHostApp,
  expectEachKeepsItsLooks,
  hostPage,
  ORDERS,
  stylesOn,
  tailwindCli,
  writeOrderPages,
} from './host-app/tailwind-host-fixture';

/** The host's separate CSS entry for the kit, as the README gives it: the kit's Tailwind source, nothing else. */
const KIT_CSS = `@import '@sauda/ui/tailwind.css';\n`;

let browser: Browser;
let app = '';
let server: Server;
let origin = '';

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs, headless: true });
  app = await createTailwindHostApp('tailwind-source', inject('kitTarballs'));
  writeFileSync(join(app, 'kit.css'), KIT_CSS);
  // The kit's own Tailwind build, run by the host's CLI. The CLI leaves `url()`s as written (`./files/…`), so the
  // host serves the kit's font files beside the compiled file, as the README says.
  sh(tailwindCli(app), ['-i', 'kit.css', '-o', 'kit.built.css', '--minify'], app);
  cpSync(join(app, 'node_modules/@sauda/ui/dist/files'), join(app, 'files'), { recursive: true });
  const built = '/node_modules/@sauda/ui/dist/styles.css';
  const kit = '/kit.built.css';
  writeFileSync(join(app, 'kit-built.html'), hostPage([built]));
  writeFileSync(join(app, 'kit-compiled.html'), hostPage([kit]));
  writeOrderPages(app, kit);
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

  it.each(ORDERS)("leaves the host's own Tailwind entry styling its markup as without the kit (%s)", (order) =>
    expectEachKeepsItsLooks(browser, origin, order, 'kit-built'),
  );
});
