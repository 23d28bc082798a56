import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';

const page = (lang: string, dir: string) =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><head><title>Sauda</title></head><body><div id="root"></div></body></html>`;
const urduScript = 'export const language = "ur";';

let dir: string;
let englishOnly: string;
let server: TestServer;
let englishServer: TestServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sauda-languages-'));
  writeFileSync(join(dir, 'index.html'), page('en', 'ltr'));
  mkdirSync(join(dir, 'ur', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'ur', 'index.html'), page('ur', 'rtl'));
  writeFileSync(join(dir, 'ur', 'assets', 'index-abc123.js'), urduScript);
  englishOnly = mkdtempSync(join(tmpdir(), 'sauda-english-'));
  writeFileSync(join(englishOnly, 'index.html'), page('en', 'ltr'));
  server = await startTestServer({ seed: false, config: { staticDir: dir } });
  englishServer = await startTestServer({ seed: false, config: { staticDir: englishOnly } });
});
afterAll(async () => {
  await Promise.all([server.close(), englishServer.close()]);
  rmSync(dir, { recursive: true, force: true });
  rmSync(englishOnly, { recursive: true, force: true });
});

const htmlLang = (html: string) => /<html lang="(\w+)" dir="(\w+)"/.exec(html)?.slice(1);
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );

describe('the storefront in each language', () => {
  it('serves the Urdu build under /ur, its pages and its files, and the English build everywhere else', async () => {
    for (const path of ['/ur', '/ur/', '/ur/cart', '/ur/product/Lawn%20Suit/0b6e7f3a-2a6b-4a50-9d0c-3f9e2b1f8f10']) {
      const response = await fetch(`${server.url}${path}`);
      expect({ path, status: response.status, lang: htmlLang(await response.text()) }).toEqual({
        path,
        status: 200,
        lang: ['ur', 'rtl'],
      });
    }
    for (const path of ['/', '/cart', '/urdu-poetry', '/category/ur']) {
      const response = await fetch(`${server.url}${path}`);
      expect({ path, lang: htmlLang(await response.text()) }).toEqual({ path, lang: ['en', 'ltr'] });
    }
    const script = await fetch(`${server.url}/ur/assets/index-abc123.js`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe(urduScript);
    expect((await fetch(`${server.url}/ur/assets/missing-abc.js`)).status).toBe(404);
  });

  it('names each page in both languages in its head (hreflang), query kept, English as the default', async () => {
    const english = await (await fetch(`${server.url}/search?q=kameez`)).text();
    const urdu = await (await fetch(`${server.url}/ur/search?q=kameez`)).text();
    const expected = {
      en: `${server.url}/search?q=kameez`,
      ur: `${server.url}/ur/search?q=kameez`,
      'x-default': `${server.url}/search?q=kameez`,
    };
    expect(alternates(english)).toEqual(expected);
    expect(alternates(urdu)).toEqual(expected);
    expect(alternates(await (await fetch(`${server.url}/ur`)).text())).toMatchObject({ en: `${server.url}/` });
  });

  it('opens the site’s root in the language the shopper chose last time, and any other address as asked', async () => {
    const home = await fetch(`${server.url}/`, { headers: { cookie: 'sauda_locale=ur' }, redirect: 'manual' });
    expect(home.status).toBe(302);
    expect(new URL(home.headers.get('location')!, server.url).pathname).toBe('/ur/');
    const asked = await fetch(`${server.url}/cart`, { headers: { cookie: 'sauda_locale=ur' }, redirect: 'manual' });
    expect({ status: asked.status, lang: htmlLang(await asked.text()) }).toEqual({ status: 200, lang: ['en', 'ltr'] });
    // The switch's link from an Urdu page to English home is followed: the browser says it comes from the site.
    const fromTheSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { referer: `${server.url}/ur/cart` },
    ];
    for (const from of fromTheSite) {
      const switched = await fetch(`${server.url}/`, {
        headers: { cookie: 'sauda_locale=ur', ...from },
        redirect: 'manual',
      });
      expect({ from, status: switched.status }).toEqual({ from, status: 200 });
    }
    const elsewhere = await fetch(`${server.url}/`, {
      headers: { cookie: 'sauda_locale=ur', referer: 'https://www.google.com/', 'sec-fetch-site': 'cross-site' },
      redirect: 'manual',
    });
    expect(elsewhere.status).toBe(302);
    for (const cookie of ['sauda_locale=en', 'sauda_locale=fr', '']) {
      const other = await fetch(`${server.url}/`, { headers: { cookie }, redirect: 'manual' });
      expect({ cookie, status: other.status }).toEqual({ cookie, status: 200 });
    }
  });

  it('remembers the language of the last page a shopper read, and sets no cookie for one who only reads English', async () => {
    const cookieOf = async (path: string, cookie = '') =>
      (await fetch(`${server.url}${path}`, { headers: { cookie } })).headers.get('set-cookie');
    expect(await cookieOf('/cart')).toBeNull();
    expect(await cookieOf('/cart', 'sauda_locale=en')).toBeNull();
    expect(await cookieOf('/ur/cart', 'sauda_locale=ur')).toBeNull();
    expect(await cookieOf('/ur/cart')).toMatch(/^sauda_locale=ur; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(await cookieOf('/cart', 'sauda_locale=ur')).toMatch(/^sauda_locale=en;/);
  });

  it('serves a storefront built in English alone in English, with no language links and no Urdu root', async () => {
    const english = await (await fetch(`${englishServer.url}/cart`)).text();
    expect(alternates(english)).toEqual({});
    const home = await fetch(`${englishServer.url}/`, { headers: { cookie: 'sauda_locale=ur' }, redirect: 'manual' });
    expect(home.status).toBe(200);
  });
});
