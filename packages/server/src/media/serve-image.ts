import type { Context } from 'hono';
import { EncodedCache, type EncodedImage } from './encoded-cache';
import { encodeImage, type ImageSource } from './encode-image';
import { DEFAULT_IMAGE_WIDTH, type ImageQuality } from './image-query';
import { IMAGE_FORMATS, negotiateFormat, type ImageFormat } from './negotiate';

/** Encoded pictures of this process: 48 MB holds every demo picture at the widths a listing asks for. */
const cache = new EncodedCache(48 * 1024 * 1024);

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What one resized picture is: its source (read only when it is not cached) and the cache key of that source. */
export interface ResizableImage {
  /** Names the source uniquely and for ever (a demo picture's name, an upload's file name). */
  key: string;
  source: () => Promise<ImageSource | null>;
  square?: boolean;
}

/** Answers 304 when the request already holds these bytes, else the bytes. */
function answer(c: Context, image: EncodedImage, format: ImageFormat, vary: boolean): Response {
  const headers: Record<string, string> = {
    'cache-control': IMMUTABLE,
    etag: image.etag,
    'x-content-type-options': 'nosniff',
  };
  if (vary) headers.vary = 'Accept';
  const known = c.req.header('if-none-match');
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag)) {
    return c.body(null, 304, headers);
  }
  return c.body(new Uint8Array(image.bytes), 200, {
    ...headers,
    'content-type': IMAGE_FORMATS[format],
    'content-length': String(image.bytes.byteLength),
  });
}

/**
 * A picture at the query's width (`?w=`, on the ladder) and quality (`?q=lite`), in the best format the request's
 * `Accept` takes (`Vary: Accept`), or in `format` when the URL names one (old URLs). Null when there is no source.
 */
export async function serveImage(
  c: Context,
  image: ResizableImage,
  query: { w?: number; q?: ImageQuality },
  format?: ImageFormat,
): Promise<Response | null> {
  const chosen = format ?? negotiateFormat(c.req.header('accept'));
  const request = {
    width: query.w ?? DEFAULT_IMAGE_WIDTH,
    format: chosen,
    quality: query.q ?? 'standard',
    square: image.square,
  } as const;
  const key = `${image.key}|${request.width}|${request.format}|${request.quality}`;
  const encoded = await cache.get(key, async () => {
    const source = await image.source();
    return source ? encodeImage(source, request) : null;
  });
  return encoded ? answer(c, encoded, chosen, format === undefined) : null;
}
