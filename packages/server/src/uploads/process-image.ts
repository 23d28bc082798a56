import { imageTooLargeMessage } from '@sauda/commerce';
import sharp from 'sharp';
import { refuse } from '../errors';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_STORED_SIDE,
  UNSUPPORTED_IMAGE_MESSAGE,
  tooManyPixelsMessage,
} from './upload-limits';

/** An uploaded file as the form carried it. */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** 415 for a file that is not an accepted image, whatever its name or declared type claims. */
const unsupported = () => refuse('unsupported_image', UNSUPPORTED_IMAGE_MESSAGE);

/**
 * Checks an upload by its content and re-encodes it as WebP: at most 2 MB, JPEG/PNG/WebP by magic bytes, at most
 * 40 megapixels (read from the header, before any decoding), turned upright, metadata stripped, longest side
 * bounded. Refusals are 4xx `HttpError`s naming the file.
 */
export async function processImage(file: UploadedFile): Promise<Buffer> {
  if (file.bytes.byteLength > MAX_IMAGE_BYTES)
    throw refuse('image_too_large', imageTooLargeMessage(file.name), { file: file.name, maxBytes: MAX_IMAGE_BYTES });
  // sharp throws synchronously (outside the catch below) for an empty input.
  if (file.bytes.byteLength === 0) throw unsupported();
  const metadata = await sharp(file.bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupported();
    });
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw unsupported();
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS)
    throw refuse('image_too_many_pixels', tooManyPixelsMessage(file.name), {
      file: file.name,
      maxPixels: MAX_IMAGE_PIXELS,
    });
  try {
    return await sharp(file.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw refuse('image_damaged', `Image "${file.name}" is damaged and could not be read.`, { file: file.name });
  }
}
