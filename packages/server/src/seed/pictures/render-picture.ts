import sharp from 'sharp';
import { pictureSvg } from './compose';
import { PICTURE_FORMATS, type PictureName } from './picture-url';

/** Rasterised pictures kept in memory, oldest dropped first: a demo page asks for the same few dozen again and again. */
const CACHE_LIMIT = 300;
const cache = new Map<string, Promise<Buffer>>();

function rasterise({ kind, colour, view, width, format }: PictureName): Promise<Buffer> {
  // The colour comes as a slug; the tones read it as words ('navy-blue' is Navy Blue).
  const svg = pictureSvg(kind, colour.replace(/-/g, ' '), view);
  const image = sharp(Buffer.from(svg), { density: Math.max(72, Math.round((72 * width) / 600)) }).resize(width, width);
  return (
    format === 'webp' ? image.webp({ quality: 78, effort: 4 }) : image.jpeg({ quality: 80, mozjpeg: true })
  ).toBuffer();
}

/**
 * The bytes of a demo picture, drawn on first request and kept (the same name always gives the same bytes, so any
 * instance may answer and browsers keep them for a year).
 */
export function renderPicture(name: PictureName): Promise<{ bytes: Buffer; contentType: string }> {
  const key = `${name.kind}.${name.colour}.${name.view}.${name.width}.${name.format}`;
  let bytes = cache.get(key);
  if (bytes) cache.delete(key);
  else {
    bytes = rasterise(name);
    bytes.catch(() => cache.delete(key));
  }
  cache.set(key, bytes);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return bytes.then((buffer) => ({ bytes: buffer, contentType: PICTURE_FORMATS[name.format] }));
}
