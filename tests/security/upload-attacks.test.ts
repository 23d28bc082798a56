import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueLines,
  formOf,
  type FormFile,
  makeImage,
  pixelFloodPng,
  pngOfSize,
  sendForm,
} from '../server/helpers';
import { deliverLines } from '../server/support/buyer';
import { type InsertedShopper, insertShoppers, type KeyedServer, send, startKeyedServer } from './helpers';

// tests/server/uploads.test.ts covers the profile picture's formats, metadata stripping, the exact 2 MB boundary and
// a pixel flood; this suite throws the whole list of attacks at both upload routes.

let keyed: KeyedServer;
let shopper: InsertedShopper;
let products: string[];
let attacks = 0;
beforeAll(async () => {
  keyed = await startKeyedServer();
  [shopper] = (await insertShoppers(keyed, 1, 'uploads')) as [InsertedShopper];
  const lines = (await catalogueLines(keyed.server, { count: 12 })).colour.slice(0, 12);
  products = lines.map((line) => line.id);
  // Only a buyer may review: the photos are checked once the shopper is one.
  await deliverLines(keyed.server, shopper, lines);
});
afterAll(() => keyed.server.close());

const TWO_MB = 2 * 1024 * 1024;
const encode = (text: string) => new TextEncoder().encode(text);
const SCRIPT = '<script>alert(document.cookie)</script>';
const UNSUPPORTED = { status: 415, message: 'Only JPEG, PNG or WebP images are allowed.', code: 'unsupported_image' };

/** A JPEG whose size fields claim `side`×`side` pixels, with no image data behind them. */
async function jpegClaiming(side: number): Promise<Buffer> {
  const jpeg = await makeImage('jpeg', 16, 16);
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(side, sof + 5);
  jpeg.writeUInt16BE(side, sof + 7);
  return jpeg;
}

interface Attack {
  name: string;
  files: () => Promise<FormFile[]>;
  /** Refused with this status, message, code and params; accepted (re-encoded, payload gone) when absent. */
  refused?: { status: number; message: string; code: string; params?: object };
}

/** The error answer of a refusal, as the client sees it. */
const answerOf = ({ message, code, params }: NonNullable<Attack['refused']>) => ({
  message,
  code,
  ...(params ? { params } : {}),
});

/**
 * The attacks on an upload `field` taking `many` files. `manyCode` and `bigCode` are the codes of too many files and
 * of a file over 2 MB: the review form's own rules (`@sauda/commerce`) refuse those as a validation of the form.
 */
const attacksFor = (field: string, many: number, manyMessage: string, manyCode: string, bigCode: string): Attack[] => [
  {
    name: 'HTML renamed .png',
    files: async () => [[field, 'cat.png', encode(`<!doctype html>${SCRIPT}`)]],
    refused: UNSUPPORTED,
  },
  {
    name: 'SVG with a script, declared image/png',
    files: async () => [[field, 'logo.png', encode(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`)]],
    refused: UNSUPPORTED,
  },
  {
    name: 'HTML with a PNG signature in front',
    files: async () => [
      [field, 'x.png', Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), encode(SCRIPT)])],
    ],
    refused: UNSUPPORTED,
  },
  {
    name: 'GIF renamed .jpg',
    files: async () => [
      [
        field,
        'a.jpg',
        await sharp(await makeImage('png'))
          .gif()
          .toBuffer(),
        'image/jpeg',
      ],
    ],
    refused: UNSUPPORTED,
  },
  {
    name: 'truncated PNG',
    files: async () => [[field, 'half.png', (await makeImage('png', 200, 200)).subarray(0, 300)]],
    refused: {
      status: 400,
      message: 'Image "half.png" is damaged and could not be read.',
      code: 'image_damaged',
      params: { file: 'half.png' },
    },
  },
  {
    name: 'empty file with an image name',
    files: async () => [[field, 'empty.png', new Uint8Array(0)]],
    refused: UNSUPPORTED,
  },
  {
    name: '2 MB + 1 byte',
    files: async () => [[field, 'big.png', await pngOfSize(TWO_MB + 1)]],
    refused: {
      status: 400,
      message: 'File "big.png" exceeds the 2MB size limit.',
      code: bigCode,
      ...(bigCode === 'image_too_large' ? { params: { file: 'big.png', maxBytes: TWO_MB } } : {}),
    },
  },
  {
    name: 'pixel flood PNG (20 000 × 20 000 in a few KB)',
    files: async () => [[field, 'flood.png', pixelFloodPng(20_000)]],
    refused: {
      status: 400,
      message: 'Image "flood.png" is too large: at most 40 megapixels.',
      code: 'image_too_many_pixels',
      params: { file: 'flood.png', maxPixels: 40_000_000 },
    },
  },
  {
    name: 'pixel flood JPEG header (65 000 × 65 000)',
    files: async () => [[field, 'flood.jpg', await jpegClaiming(65_000), 'image/jpeg']],
    refused: {
      status: 400,
      message: 'Image "flood.jpg" is too large: at most 40 megapixels.',
      code: 'image_too_many_pixels',
      params: { file: 'flood.jpg', maxPixels: 40_000_000 },
    },
  },
  {
    name: `${many + 1} images`,
    files: async () => {
      const png = await makeImage('png');
      return Array.from({ length: many + 1 }, (_, n): FormFile => [field, `p${n}.png`, png]);
    },
    refused: { status: 400, message: manyMessage, code: manyCode },
  },
  {
    name: 'polyglot: a PNG with HTML after its end',
    files: async () => [
      [field, 'poly.html', Buffer.concat([await makeImage('png'), encode(`<html>${SCRIPT}</html>`)]), 'text/html'],
    ],
  },
  {
    name: 'polyglot: a JPEG with a script in its comment and a ZIP appended',
    files: async () => {
      const jpeg = await makeImage('jpeg');
      const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, SCRIPT.length + 2]), encode(SCRIPT)]);
      const zip = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), encode('<?php system($_GET["c"]); ?>')]);
      return [
        [
          field,
          '../../evil.php.jpg',
          Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), zip]),
          'image/jpeg',
        ],
      ];
    },
  },
];

/** Fetches a stored upload and checks it is a clean WebP: none of the attack's payload survived. */
async function expectCleanWebp(url: string) {
  expect(url).toMatch(/^\/api\/v1\/media\/uploads\/[0-9a-f-]{36}\.webp$/);
  const served = await fetch(`${keyed.server.url}${url}`);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
  const bytes = Buffer.from(await served.arrayBuffer());
  expect((await sharp(bytes).metadata()).format).toBe('webp');
  for (const payload of ['<script', '<?php', '<html', 'PK\u0003\u0004']) expect(bytes.includes(payload)).toBe(false);
}

describe.each(attacksFor('image', 1, 'Send one profile image', 'too_many_images', 'image_too_large'))(
  'profile picture: $name',
  (attack) => {
    it(
      attack.refused ? `is refused with ${attack.refused.status}` : 'is stored only re-encoded, payload gone',
      async () => {
        attacks++;
        const before = (await send(keyed.server, `/user/${shopper.userId}`, { token: shopper.token })).body.Images;
        const form = formOf({ name: '', phone: '' }, await attack.files());
        const answer = await sendForm(keyed.server, `/user/${shopper.userId}`, form, {
          method: 'PUT',
          token: shopper.token,
        });
        if (attack.refused) {
          expect(answer).toEqual({
            status: attack.refused.status,
            body: answerOf(attack.refused),
          });
          const after = (await send(keyed.server, `/user/${shopper.userId}`, { token: shopper.token })).body.Images;
          expect(after).toBe(before);
        } else {
          expect(answer.status).toBe(200);
          await expectCleanWebp(answer.body.user.Images);
        }
      },
    );
  },
);

describe.each(
  attacksFor('images', 3, 'You can upload a maximum of 3 images.', 'validation_failed', 'validation_failed').map(
    (a, n) => ({ ...a, n }),
  ),
)('review photos: $name', (attack) => {
  it(
    attack.refused ? `is refused with ${attack.refused.status}` : 'is stored only re-encoded, payload gone',
    async () => {
      attacks++;
      const productId = products[attack.n]!;
      const fields = { userId: shopper.userId, rating: '4', comment: 'Photos attached', productId };
      const path = `/reviews/product/${productId}/review`;
      const answer = await sendForm(keyed.server, path, formOf(fields, await attack.files()), {
        token: shopper.token,
      });
      const mine = await send(keyed.server, `${path}/user?userId=${shopper.userId}`, { token: shopper.token });
      if (attack.refused) {
        expect(answer).toEqual({
          status: attack.refused.status,
          body: answerOf(attack.refused),
        });
        expect(mine.status).toBe(404);
      } else {
        expect(answer.status).toBe(201);
        expect(mine.body.Images).toHaveLength(1);
        await expectCleanWebp(mine.body.Images[0]);
      }
    },
  );
});

describe('after the attacks', () => {
  it('tried every attack on both upload routes', () => {
    console.log(`upload attacks tried: ${attacks}`);
    expect(attacks).toBe(24);
  });
});
