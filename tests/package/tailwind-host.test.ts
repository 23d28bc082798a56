import { writeFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { chromiumArgs, requireChromium } from '../../scripts/chromium.mjs';
import { serveApp } from './host-app/host-app';
import {
  createTailwindHostApp,
  expectEachKeepsItsLooks,
  hostPage,
  ORDERS,
  writeOrderPages,
} from './host-app/tailwind-host-fixture';

let browser: Browser;
let app = '';
let server: Server;
let origin = '';

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs, headless: true });
  app = await createTailwindHostApp('tailwind-host', inject('kitTarballs'));
  const kit = `/${relative(app, createRequire(join(app, 'package.json')).resolve('@sauda/ui/styles.css'))}`;
  writeFileSync(join(app, 'kit-only.html'), hostPage([kit]));
  writeOrderPages(app, kit);
  ({ server, origin } = await serveApp(app));
});

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (app) rmSync(app, { recursive: true, force: true });
});

describe('@sauda/ui beside a host styled with Tailwind v4', () => {
  it.each(ORDERS)(
    "keeps the host's utilities and the kit's own looks with the stylesheets in either order (%s)",
    (order) => expectEachKeepsItsLooks(browser, origin, order, 'kit-only'),
  );
});
