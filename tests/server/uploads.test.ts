import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call, formOf, makeImage, pixelFloodPng, pngOfSize, sendForm, signInDemo, type FormFile } from './helpers';

let server: TestServer;
let demo: { userId: string; token: string };
beforeAll(async () => {
  // The production store: images as rows of the database every instance shares.
  server = await startTestServer({ config: { uploadStorage: 'database' } });
  demo = await signInDemo(server);
});
afterAll(() => server.close());

const TWO_MB = 2 * 1024 * 1024;
const UPLOAD_URL = /^\/api\/v1\/media\/uploads\/[0-9a-f-]{36}\.webp$/;

/** Sends one file as the profile picture. */
const upload = (file: FormFile) =>
  sendForm(server, `/user/${demo.userId}`, formOf({ name: '', phone: '' }, [file]), {
    method: 'PUT',
    token: demo.token,
  });

const fetchMedia = (url: string) => fetch(`${server.url}${url}`);
const currentImage = async () => (await call(server, `/user/${demo.userId}`, { token: demo.token })).body.Images;

describe('image uploads', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'stores a %s re-encoded as WebP and serves it with nosniff and long caching',
    async (format) => {
      const { status, body } = await upload(['image', `me.${format}`, await makeImage(format), `image/${format}`]);
      expect(status).toBe(200);
      expect(body.user.Images).toMatch(UPLOAD_URL);
      const served = await fetchMedia(body.user.Images);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 64, height: 48 });
    },
  );

  it('strips metadata and scales large pictures down to 1600 px', async () => {
    const photo = await sharp(await makeImage('jpeg', 2400, 1800))
      .withExif({ IFD0: { Copyright: 'Secret place' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { body } = await upload(['image', 'holiday.jpg', photo, 'image/jpeg']);
    const served = Buffer.from(await (await fetchMedia(body.user.Images)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect(served.includes('Secret place')).toBe(false);
  });

  it('accepts exactly 2 MB and refuses one byte more with the spec message', async () => {
    const exact = await pngOfSize(TWO_MB);
    expect(exact.length).toBe(TWO_MB);
    expect((await upload(['image', 'exact.png', exact])).status).toBe(200);
    const before = await currentImage();
    const over = await pngOfSize(TWO_MB + 1);
    expect(await upload(['image', 'big.png', over])).toMatchObject({
      status: 400,
      body: { message: 'File "big.png" exceeds the 2MB size limit.' },
    });
    expect(await currentImage()).toBe(before);
  });

  it('judges the type by content, not by file name or declared type', async () => {
    const before = await currentImage();
    const refused = { status: 415, body: { message: 'Only JPEG, PNG or WebP images are allowed.' } };
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    expect(await upload(['image', 'cat.png', html, 'image/png'])).toMatchObject(refused);
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect(await upload(['image', 'logo.svg', svg, 'image/svg+xml'])).toMatchObject(refused);
    const gif = await sharp(await makeImage('png'))
      .gif()
      .toBuffer();
    expect(await upload(['image', 'anim.png', gif, 'image/png'])).toMatchObject(refused);
    expect(await currentImage()).toBe(before);
    const renamed = await upload(['image', 'notes.txt', await makeImage('png'), 'text/plain']);
    expect(renamed.status).toBe(200);
    expect(renamed.body.user.Images).toMatch(UPLOAD_URL);
  });

  it('refuses a pixel flood from its header, before decoding it', async () => {
    const flood = pixelFloodPng(20_000);
    expect(flood.length).toBeLessThan(TWO_MB);
    expect(await sharp(flood, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    expect(await upload(['image', 'flood.png', flood])).toMatchObject({
      status: 400,
      body: { message: 'Image "flood.png" is too large: at most 40 megapixels.' },
    });
  });

  it('answers 404 for unknown or malformed upload names', async () => {
    const missing = await fetchMedia('/api/v1/media/uploads/00000000-0000-4000-8000-000000000000.webp');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Image not found' });
    expect((await fetchMedia('/api/v1/media/uploads/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await fetchMedia('/api/v1/media/uploads/x.webp')).status).toBe(404);
  });
});

describe('request body limits', () => {
  const json = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);

  it('answers 413 with a message for JSON bodies over 1 MB, declared or streamed', async () => {
    const big = JSON.stringify({ name: 'A', email: 'a@b.pk', message: 'x'.repeat(1024 * 1024) });
    const declared = await json(big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ message: 'The request body is too large: at most 1 MB.' });
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await json(stream);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).message).toBe('The request body is too large: at most 1 MB.');
  });

  it('lets a review carry three 2 MB images but bounds multipart bodies', async () => {
    const file = await pngOfSize(TWO_MB);
    const files: FormFile[] = [1, 2, 3, 4].map((n) => ['image', `p${n}.png`, file]);
    const response = await sendForm(server, `/user/${demo.userId}`, formOf({}, files), {
      method: 'PUT',
      token: demo.token,
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/^The upload is too large: at most 3 images of 2MB each/);
  });
});
