import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { EncodedImage } from './encoded-cache';
import type { ImageQuality } from './image-query';
import type { ImageFormat } from './negotiate';

/** The source of a picture: a stored raster image, or an SVG drawn at `designWidth` CSS pixels. */
export type ImageSource = { raster: Buffer } | { svg: string; designWidth: number };

/** What to make of a source. */
export interface ImageRequest {
  width: number;
  format: ImageFormat;
  quality: ImageQuality;
  /** Square pictures (the demo's) are cut to width × width; stored uploads keep their aspect ratio. */
  square?: boolean;
}

// Lite mode trades visible detail for about half the bytes; AVIF holds up best at low settings.
const QUALITY: Record<ImageFormat, Record<ImageQuality, number>> = {
  avif: { standard: 50, lite: 32 },
  webp: { standard: 75, lite: 50 },
  jpeg: { standard: 78, lite: 55 },
};

function pipeline(source: ImageSource, { width, square }: ImageRequest) {
  if ('svg' in source) {
    // Rasterised at the density the width needs, so text and edges stay sharp at every size.
    const density = Math.max(72, Math.round((72 * width) / source.designWidth));
    return sharp(Buffer.from(source.svg), { density }).resize(width, square ? width : undefined);
  }
  return sharp(source.raster).resize({ width, withoutEnlargement: true });
}

/** Encodes `source` as asked; the ETag is a hash of the bytes, so it is the same on every instance. */
export async function encodeImage(source: ImageSource, request: ImageRequest): Promise<EncodedImage> {
  const image = pipeline(source, request);
  const quality = QUALITY[request.format][request.quality];
  const encoded =
    request.format === 'avif'
      ? image.avif({ quality, effort: 2 })
      : request.format === 'webp'
        ? image.webp({ quality, effort: 4 })
        : image.jpeg({ quality, mozjpeg: true });
  const bytes = await encoded.toBuffer();
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}
