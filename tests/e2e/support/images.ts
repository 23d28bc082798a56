import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** A file as Playwright's `setInputFiles` takes it. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of `width` × `height` RGB pixels: one colour, or random noise (which does not compress, so a
 * 1000 × 1000 noise image weighs about 3 MB).
 */
export function pngImage(
  name: string,
  { width = 8, height = 8, rgb = [200, 40, 60], noise = false } = {},
): FilePayload {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rowLength = 1 + width * 3;
  const pixels = noise ? randomBytes(rowLength * height) : Buffer.alloc(rowLength * height);
  for (let row = 0; row < height; row++) {
    pixels[row * rowLength] = 0; // filter: none
    if (!noise) for (let x = 0; x < width; x++) pixels.set(rgb, row * rowLength + 1 + x * 3);
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}
