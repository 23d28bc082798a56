import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';

const html =
  '<!doctype html><html lang="en"><head><title>Sauda</title></head><body><div id="root"></div></body></html>';
const script = `export const catalogue = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `product ${i}`))};`;

let dir: string;
let server: TestServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sauda-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'boot-def456.js'), script);
  writeFileSync(join(dir, 'assets', 'boot-def456.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  mkdirSync(`${dir}-private`);
  writeFileSync(join(`${dir}-private`, 'secret.txt'), 'not for the web');
  server = await startTestServer({ seed: false, config: { staticDir: dir } });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}-private`, { recursive: true, force: true });
});

describe('the served storefront', () => {
  it('answers index.html for client routes, with a CSP that allows no inline or foreign script and no framing', async () => {
    const response = await fetch(`${server.url}/product/Lawn%20Suit/0b6e7f3a-2a6b-4a50-9d0c-3f9e2b1f8f10`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(html);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets cached for a year, typed, never sniffed, gzip-compressed when asked', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(script);
  });

  it('sends the build’s brotli copy of a file to a client that takes brotli, the file itself to one that does not', async () => {
    const brotli = await fetch(`${server.url}/assets/boot-def456.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Node's fetch undoes the encoding it was sent.
    expect(await brotli.text()).toBe(script);
    expect(brotli.headers.get('content-length')).toBe(String(brotliCompressSync(script).length));

    for (const refused of ['gzip', 'br;q=0, gzip', 'identity']) {
      const other = await fetch(`${server.url}/assets/boot-def456.js`, { headers: { 'accept-encoding': refused } });
      expect({ refused, encoding: other.headers.get('content-encoding') }).toEqual({
        refused,
        encoding: refused === 'identity' ? null : 'gzip',
      });
      expect(await other.text()).toBe(script);
    }
  });

  it('serves the service worker and the manifest typed and revalidated on each use, and never the page in their place', async () => {
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Sauda"}');
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'Sauda' });

    rmSync(join(dir, 'sw.js'));
    for (const missing of ['/sw.js', '/workbox-1a2b3c.js']) {
      const answer = await fetch(`${server.url}${missing}`);
      expect({ missing, status: answer.status, type: answer.headers.get('content-type') }).toEqual({
        missing,
        status: 404,
        type: expect.stringContaining('application/json'),
      });
    }
  });

  it('sends files uncompressed to clients that do not ask for compression', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
  });

  it('answers 304 to a revalidation of an unchanged file', async () => {
    const first = await fetch(`${server.url}/robots.txt`);
    const lastModified = first.headers.get('last-modified');
    expect(lastModified).toBeTruthy();
    const again = await fetch(`${server.url}/robots.txt`, { headers: { 'if-modified-since': lastModified ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('never serves a file outside the storefront folder', async () => {
    const response = await fetch(`${server.url}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).toBe(html);
    const sibling = await fetch(`${server.url}/..%2f${basename(dir)}-private%2fsecret.txt`);
    expect(await sibling.text()).toBe(html);
  });

  it('answers 400 with a message to a malformed percent-encoded path', async () => {
    const response = await fetch(`${server.url}/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/percent-encoding/);
  });

  it('compresses large API answers for clients that accept gzip', async () => {
    const response = await fetch(`${server.url}/api/v1/nothing-here-${'x'.repeat(2000)}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect((await response.json()).message).toContain('Not found');
  });
});
