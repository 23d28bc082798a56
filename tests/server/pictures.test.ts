import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call, formOf, makeImage, sendForm, signInDemo } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { uploadStorage: 'database' } });
});
afterAll(() => server.close());

const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const OLD_SAFARI = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const get = (path: string, accept?: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/v1${path}`, { headers: { ...(accept ? { accept } : {}), ...headers } });

async function picture(path: string, accept?: string) {
  const response = await get(path, accept);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, metadata: response.ok ? await sharp(bytes).metadata() : undefined };
}

/** The first seeded product's first picture, as the listing names it. */
async function firstProductPicture(): Promise<string> {
  const { body } = await call(server, '/products?perPage=1');
  return (body.products[0].Images as string[])[0]!.replace('/api/v1', '');
}

describe('demo product pictures', () => {
  it('are seeded without width or format, and served as AVIF, WebP or JPEG by Accept', async () => {
    const url = await firstProductPicture();
    expect(url).toMatch(/^\/media\/demo\/[a-zA-Z]+\.[a-z-]+\.[12]$/);
    const avif = await picture(url, CHROME);
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.metadata).toMatchObject({ format: 'heif', width: 640, height: 640 });
    const webp = await picture(url, OLD_SAFARI);
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.metadata?.format).toBe('webp');
    const jpeg = await picture(url, 'image/avif;q=0, image/webp;q=0, */*');
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect((await picture(url)).response.headers.get('content-type')).toBe('image/jpeg');
    for (const { response } of [avif, webp, jpeg]) {
      expect(response.headers.get('vary')).toBe('Accept');
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    }
  });

  it('snaps ?w= up to the width ladder and makes lite files smaller', async () => {
    const url = await firstProductPicture();
    const widthOf = async (w: string) => (await picture(`${url}?w=${w}`, CHROME)).metadata?.width;
    expect(await widthOf('1')).toBe(160);
    expect(await widthOf('161')).toBe(320);
    expect(await widthOf('480')).toBe(480);
    expect(await widthOf('9999')).toBe(1280);
    const full = await picture(`${url}?w=480`, CHROME);
    const lite = await picture(`${url}?w=480&q=lite`, CHROME);
    expect(lite.metadata?.width).toBe(480);
    expect(lite.bytes.length).toBeLessThan(full.bytes.length);
  });

  it('answers the same bytes and ETag again, and 304 to a request that holds them', async () => {
    const url = `${await firstProductPicture()}?w=320`;
    const first = await picture(url, CHROME);
    const again = await picture(url, CHROME);
    expect(again.bytes).toEqual(first.bytes);
    const etag = first.response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(again.response.headers.get('etag')).toBe(etag);
    const revalidated = await get(url, CHROME, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    // Another format is another file: its tag differs, so a cached AVIF never answers a WebP request.
    const webp = await get(url, OLD_SAFARI, { 'if-none-match': etag });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('etag')).not.toBe(etag);
  });

  it('keeps answering the width and format an old URL names', async () => {
    const old = await picture('/media/demo/phone.navy-blue.1.240.jpg', CHROME);
    expect(old.response.headers.get('content-type')).toBe('image/jpeg');
    expect(old.response.headers.get('vary')).toBeNull();
    expect(old.metadata).toMatchObject({ format: 'jpeg', width: 240 });
    const webp = await picture('/media/demo/phone.navy-blue.1.600.webp', CHROME);
    expect(webp.metadata).toMatchObject({ format: 'webp', width: 600 });
  });

  it('refuses bad parameters with 400 and unknown pictures with 404, as { message, code }', async () => {
    const url = await firstProductPicture();
    for (const [query, message] of [
      ['w=abc', 'w must be a whole number of pixels'],
      ['w=0', 'w must be at least 1'],
      ['w=-5', 'w must be a whole number of pixels'],
      ['w=12345', 'w must be a whole number of pixels'],
      ['q=ultra', "q must be 'lite' or left out"],
    ] as const) {
      const response = await get(`${url}?${query}`, CHROME);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ message, code: 'validation_failed' });
    }
    for (const file of ['spaceship.red.1', 'phone.red.3', 'phone.red.1.601.webp', 'phone.red.1.600.gif']) {
      const response = await get(`/media/demo/${file}`, CHROME);
      expect(response.status, file).toBe(404);
      expect(await response.json()).toEqual({ message: 'Image not found', code: 'image_not_found' });
    }
  });
});

describe('shop placeholders', () => {
  it('are seeded as raster placeholders and rasterised at ?w= by Accept', async () => {
    const { body } = await call(server, '/shops?perPage=1');
    const shops = (body.shops ?? body) as { Logo?: string; logo?: string }[];
    const logo = JSON.stringify(shops[0]).match(/\/api\/v1(\/media\/placeholder\?[^"]+)/)?.[1];
    expect(logo).toBeDefined();
    const served = await picture(`${logo}&w=160`, CHROME);
    expect(served.response.headers.get('content-type')).toBe('image/avif');
    expect(served.metadata).toMatchObject({ width: 160, height: 160 });
    expect((await get('/media/placeholder?color=red', CHROME)).status).toBe(400);
  });

  it('refuses text with a control character, which no picture can draw, with a 400 saying so', async () => {
    for (const path of ['/media/placeholder?text=%01', '/media/placeholder.svg?text=Lawn%1F']) {
      const response = await get(path, CHROME);
      expect(response.status, path).toBe(400);
      expect((await response.json()).message).toContain('text must not contain control characters');
    }
    expect((await get('/media/placeholder?text=Lawn%0AKhaadi', CHROME)).status).toBe(200);
  });

  it('still draws the old SVG URLs', async () => {
    const response = await get('/media/placeholder.svg?text=Lawn&color=112233');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('Lawn');
  });
});

describe('uploaded pictures', () => {
  it('are served as stored without ?w=, and resized and negotiated with it', async () => {
    const demo = await signInDemo(server);
    const photo = await makeImage('jpeg', 1200, 900);
    const { body } = await sendForm(
      server,
      `/user/${demo.userId}`,
      formOf({ name: '', phone: '' }, [['image', 'me.jpg', photo, 'image/jpeg']]),
      { method: 'PUT', token: demo.token },
    );
    const url = (body.user.Images as string).replace('/api/v1', '');
    const stored = await picture(url, CHROME);
    expect(stored.response.headers.get('content-type')).toBe('image/webp');
    expect(stored.metadata).toMatchObject({ width: 1200, height: 900 });
    const small = await picture(`${url}?w=300`, CHROME);
    expect(small.response.headers.get('content-type')).toBe('image/avif');
    expect(small.response.headers.get('vary')).toBe('Accept');
    expect(small.response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(small.metadata).toMatchObject({ width: 320, height: 240 });
    const jpeg = await picture(`${url}?w=480`, 'image/jpeg');
    expect(jpeg.metadata).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
    // Never wider than the stored picture.
    expect((await picture(`${url}?w=1280`, CHROME)).metadata?.width).toBe(1200);
    expect((await get(`${url}?w=x`, CHROME)).status).toBe(400);
    const missing = await get('/media/uploads/00000000-0000-4000-8000-000000000000.webp?w=320', CHROME);
    expect(missing.status).toBe(404);
  });
});
