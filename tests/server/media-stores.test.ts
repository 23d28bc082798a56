import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../packages/server/src/app';
import { type AppConfig, testConfig } from '../../packages/server/src/config';
import { silentMailer } from '../../packages/server/src/mail/mailer';
import { listen, type RunningServer } from '../../packages/server/src/server';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { importDiskUploads } from '../../packages/server/src/uploads/import-disk-uploads';
import { memoryStore } from '../../packages/server/src/uploads/media-store';
import { s3Store } from '../../packages/server/src/uploads/s3-media-store';
import { call, formOf, makeImage, sendForm, signInDemo } from './helpers';
import { S3_FAKE_CREDENTIALS, type S3Fake, startS3Fake } from './support/s3-fake';

const UPLOAD_URL = /^\/api\/v1\/media\/uploads\/[0-9a-f-]{36}\.webp$/;
const NAME = '0b8f4a8e-3c1d-4e55-9a0b-6f0e2d1c3b4a.webp';

/** A seeded server with `config`, and a second app on the same database and token secret, as a second instance. */
async function twoInstances(storage: Partial<AppConfig>) {
  const config = { ...storage, tokenSecret: randomBytes(32).toString('hex') };
  const first = await startTestServer({ config });
  const app = createApp({ db: first.db, mailer: silentMailer(), config: testConfig(config) });
  const second: RunningServer = await listen(app, 0, '127.0.0.1');
  return {
    first,
    second: { url: second.url } as TestServer,
    async close() {
      await second.close();
      await first.close();
    },
  };
}

/** Uploads a profile picture through `server`; resolves with its URL. */
async function uploadPicture(server: TestServer, shopper: { userId: string; token: string }) {
  const form = formOf({ name: '', phone: '' }, [['image', 'me.png', await makeImage('png')]]);
  const { status, body } = await sendForm(server, `/user/${shopper.userId}`, form, {
    method: 'PUT',
    token: shopper.token,
  });
  expect(status).toBe(200);
  expect(body.user.Images).toMatch(UPLOAD_URL);
  return body.user.Images as string;
}

/** Fetches an upload: status, headers and bytes. */
async function fetchUpload(server: TestServer, url: string) {
  const answer = await fetch(`${server.url}${url}`);
  return { status: answer.status, headers: answer.headers, bytes: Buffer.from(await answer.arrayBuffer()) };
}

describe.each([
  ['the database', { uploadStorage: 'database' } as const],
  ['an S3 bucket', 's3' as const],
])('images in %s, shared by every instance', (_, storage) => {
  let fake: S3Fake | undefined;
  let servers: Awaited<ReturnType<typeof twoInstances>>;
  let demo: { userId: string; token: string };
  beforeAll(async () => {
    let config: Partial<AppConfig> = { uploadStorage: 'database' };
    if (storage === 's3') {
      for (const [name, value] of Object.entries(S3_FAKE_CREDENTIALS)) vi.stubEnv(name, value);
      fake = await startS3Fake();
      config = { uploadStorage: { s3: { bucket: fake.bucket, endpoint: fake.endpoint } } };
    }
    servers = await twoInstances(config);
    demo = await signInDemo(servers.first);
  });
  afterAll(async () => {
    await servers?.close();
    await fake?.close();
    vi.unstubAllEnvs();
  });

  it('serves an image uploaded through one instance from the other, with the same caching headers', async () => {
    const url = await uploadPicture(servers.first, demo);
    const [here, there] = [await fetchUpload(servers.first, url), await fetchUpload(servers.second, url)];
    expect(there.status).toBe(200);
    expect(there.bytes.equals(here.bytes)).toBe(true);
    expect(there.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(
      Object.fromEntries(
        ['content-type', 'cache-control', 'x-content-type-options'].map((h) => [h, there.headers.get(h)]),
      ),
    ).toEqual({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  it('deletes the replaced picture from the shared store', async () => {
    const old = await uploadPicture(servers.second, demo);
    const replacement = await uploadPicture(servers.first, demo);
    expect((await fetchUpload(servers.second, old)).status).toBe(404);
    expect((await fetchUpload(servers.second, replacement)).status).toBe(200);
    expect((await call(servers.second, `/user/${demo.userId}`, { token: demo.token })).body.Images).toBe(replacement);
  });

  it('answers 404 with a message for a name never stored', async () => {
    const missing = await fetch(`${servers.second.url}/api/v1/media/uploads/${NAME}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Image not found' });
  });
});

describe('the S3 store against an S3-compatible server', () => {
  let fake: S3Fake;
  beforeAll(async () => {
    for (const [name, value] of Object.entries(S3_FAKE_CREDENTIALS)) vi.stubEnv(name, value);
    fake = await startS3Fake('sauda-store');
  });
  afterAll(async () => {
    await fake.close();
    vi.unstubAllEnvs();
  });

  it('saves, reads back with the content type, and removes an object; a missing one reads as null', async () => {
    const store = s3Store({ bucket: fake.bucket, endpoint: fake.endpoint, prefix: 'pictures/' });
    const bytes = await makeImage('webp');
    await store.save(NAME, bytes, 'image/webp');
    expect(await store.read(NAME)).toEqual({ bytes: Buffer.from(bytes), contentType: 'image/webp' });
    await store.remove(NAME);
    expect(await store.read(NAME)).toBeNull();
    await store.remove(NAME);
  });

  it('fails loudly on a bucket that does not exist (a configuration mistake, not a missing image)', async () => {
    const store = s3Store({ bucket: 'no-such-bucket', endpoint: fake.endpoint });
    await expect(store.save(NAME, new Uint8Array([1]), 'image/webp')).rejects.toThrow(/bucket/i);
  });
});

describe('images an earlier version kept on disk', () => {
  it('are moved into the shared store once, and the folder is set aside', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sauda-uploads-'));
    const dir = join(dataDir, 'uploads');
    mkdirSync(dir);
    writeFileSync(join(dir, NAME), Buffer.from('old picture'));
    writeFileSync(join(dir, 'notes.txt'), 'not an upload');
    const store = memoryStore();
    try {
      expect(await importDiskUploads(dir, store)).toBe(1);
      expect(await store.read(NAME)).toEqual({ bytes: Buffer.from('old picture'), contentType: 'image/webp' });
      expect(readdirSync(dataDir)).toEqual([expect.stringMatching(/^uploads\.imported-\d+$/)]);
      expect(await importDiskUploads(dir, store)).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
