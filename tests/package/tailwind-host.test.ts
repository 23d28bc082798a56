import { writeFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, requireChromium } from '../../scripts/chromium.mjs';
import { createConsumerApp, sh } from './consumer-app';
import { buildHostPage, hostPageHtml, serveApp } from './host-app/host-app';
import { HOST_CSS, HOST_MARKUP, stylesOn } from './host-app/tailwind-host-fixture';

const page = (stylesheets: string[]) => hostPageHtml(HOST_MARKUP, stylesheets);

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

describe('@sauda/ui beside a host styled with Tailwind v4', () => {
  it.each(['kit-then-host', 'host-then-kit'])(
    "keeps the host's utilities and the kit's own looks with the stylesheets in either order (%s)",
    async (order) => {
      const hostOnly = await stylesOn(browser, `${origin}/host-only.html`);
      const kitOnly = await stylesOn(browser, `${origin}/kit-only.html`);
      const both = await stylesOn(browser, `${origin}/${order}.html`);
      // The host's Tailwind did style its markup (its theme's font and size), so the comparison means something.
      expect(hostOnly.host['1 h1']?.['font-size']).toBe('30px');
      expect(hostOnly.host['2 p']?.['font-family']).toBe('Georgia, serif');
      expect(Object.keys(kitOnly.kit).length).toBeGreaterThan(100);
      expect(both.host).toEqual(hostOnly.host);
      expect(both.kit).toEqual(kitOnly.kit);
    },
  );
});
