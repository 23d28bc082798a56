import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, requireChromium } from '../../scripts/chromium.mjs';
import { sh } from './consumer-app';

/** The published stylesheet, read from the packed @sauda/ui tarball as a host would get it. */
const publishedStyles = () => {
  const tarball = inject('kitTarballs').find((file) => /sauda-ui-[^/]*\.tgz$/.test(file));
  if (!tarball) throw new Error('the @sauda/ui tarball was not packed');
  return sh('tar', ['-xzOf', tarball, 'package/dist/styles.css'], '/');
};

/** A page with the kit's stylesheet, `<html>` carrying `rootAttributes`, and a kit element inside `subtree`. */
const page = (css: string, rootAttributes = '', subtree = '') => `<!doctype html>
<html lang="en" ${rootAttributes}>
  <head><style>${css}</style></head>
  <body>
    <div id="subtree" ${subtree}><span id="badge" data-slot="badge" class="sd:text-white sd:dark:text-black">3</span></div>
  </body>
</html>`;

const LIGHT_BG = '#fff';
const DARK_BG = '#0f0f12';
const BLACK = 'rgb(0, 0, 0)';
const WHITE = 'rgb(255, 255, 255)';

let browser: Browser;
let css = '';
beforeAll(async () => {
  css = publishedStyles();
  browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs, headless: true });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Dark mode follows the nearest explicit choice (`data-theme` or a `.light`/`.dark` class), else the system's colour
 * scheme: the palette (`--sauda-*` tokens) and the kit's `dark:` utilities alike.
 */
describe.each([
  { scheme: 'light', root: '', subtree: '', bg: LIGHT_BG, subtreeBg: LIGHT_BG, badge: WHITE },
  { scheme: 'dark', root: '', subtree: '', bg: DARK_BG, subtreeBg: DARK_BG, badge: BLACK },
  { scheme: 'dark', root: 'data-theme="light"', subtree: '', bg: LIGHT_BG, subtreeBg: LIGHT_BG, badge: WHITE },
  { scheme: 'dark', root: 'class="light"', subtree: '', bg: LIGHT_BG, subtreeBg: LIGHT_BG, badge: WHITE },
  { scheme: 'light', root: 'class="dark"', subtree: '', bg: DARK_BG, subtreeBg: DARK_BG, badge: BLACK },
  { scheme: 'light', root: 'data-theme="dark"', subtree: '', bg: DARK_BG, subtreeBg: DARK_BG, badge: BLACK },
  { scheme: 'light', root: '', subtree: 'class="dark"', bg: LIGHT_BG, subtreeBg: DARK_BG, badge: BLACK },
  { scheme: 'dark', root: '', subtree: 'data-theme="light"', bg: DARK_BG, subtreeBg: LIGHT_BG, badge: WHITE },
] as const)(
  'system $scheme, <html $root>, subtree <div $subtree>',
  ({ scheme, root, subtree, bg, subtreeBg, badge }) => {
    it(`is ${bg === DARK_BG ? 'dark' : 'light'} on the page and ${subtreeBg === DARK_BG ? 'dark' : 'light'} in the subtree`, async () => {
      const tab = await browser.newPage();
      await tab.emulateMedia({ colorScheme: scheme });
      await tab.setContent(page(css, root, subtree));
      const seen = await tab.evaluate(() => ({
        bg: getComputedStyle(document.documentElement).getPropertyValue('--sauda-color-bg').trim(),
        subtreeBg: getComputedStyle(document.getElementById('subtree')!).getPropertyValue('--sauda-color-bg').trim(),
        badge: getComputedStyle(document.getElementById('badge')!).color,
      }));
      await tab.close();
      expect(seen).toEqual({ bg, subtreeBg, badge });
    });
  },
);
