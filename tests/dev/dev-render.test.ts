// `npm run dev` renders pages on the server as `npm start` does (issue 30): the page's HTML already holds the
// catalogue before any script runs.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productPath } from '@sauda/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitFor200 } from '../../scripts/perf-server.mjs';
import { type RealServer, startRealServer } from '../security/real-server';

let api: RealServer;
let dev: ChildProcess;
let devUrl: string;
let dataDir: string;

/** The document a browser gets for `path` (a navigation asks for HTML). */
async function page(path: string): Promise<string> {
  const answer = await fetch(`${devUrl}${path}`, { headers: { accept: 'text/html' } });
  expect(answer.status).toBe(200);
  return answer.text();
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What is inside the root element, before the first script: what a shopper sees before the code runs. */
function rendered(html: string): string {
  const root = html.indexOf('<div id="root">');
  return html.slice(root, html.indexOf('<script', root));
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sauda-dev-'));
  api = await startRealServer(dataDir, 'dev-render-test-secret-0123456789abcdef');
  const port = await freePort();
  devUrl = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['scripts/dev.mjs', '--port', String(port), '--strictPort'], {
    env: { ...process.env, SAUDA_API_URL: api.url },
    stdio: 'ignore',
  });
  await waitFor200(`${devUrl}/`, performance.now(), 120_000);
  // The first render compiles the storefront's modules for the server; the tests time what comes after.
  await fetch(`${devUrl}/`, { headers: { accept: 'text/html' } });
});

afterAll(async () => {
  dev?.kill('SIGTERM');
  api?.child.kill('SIGTERM');
  await api?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the home page rendered, with the newest products in its HTML', async () => {
    const { products } = (await (await fetch(`${api.url}/api/v1/products?perPage=1`)).json()) as {
      products: { Name: string }[];
    };
    const html = await page('/');
    expect(rendered(html)).toContain(escapeHtml(products[0]!.Name));
    // The development client (hot reload) still takes the page over.
    expect(html).toContain('/@vite/client');
  });

  it("renders a product page with the product's name as its heading and title", async () => {
    const { products } = (await (await fetch(`${api.url}/api/v1/products?perPage=1`)).json()) as {
      products: { Id: string; Name: string }[];
    };
    const product = products[0]!;
    const name = escapeHtml(product.Name);
    const html = await page(productPath(product.Name, product.Id));
    expect(rendered(html)).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(name)}</h1>`));
    expect(html).toContain(`<title>${name}`);
  });

  it('leaves the API and files to the dev server: /api answers JSON, not a page', async () => {
    const answer = await fetch(`${devUrl}/api/v1/health`, { headers: { accept: 'text/html' } });
    expect(answer.headers.get('content-type')).toContain('application/json');
  });
});
