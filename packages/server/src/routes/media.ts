import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { PLACEHOLDER_DESIGN_WIDTH, imageQuery, placeholderQuery, placeholderSvg, serveImage } from '../media';
import { PICTURES_PATH, parsePictureName, pictureSource } from '../seed/pictures';
import { mediaStoreOf } from '../uploads/media-store';
import { UPLOADS_PATH, isUploadName } from '../uploads/upload-url';
import { readQuery } from '../validate';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The pictures, each at `?w=` (snapped up to the media module's ladder) and `?q=lite`, as AVIF, WebP or JPEG by the
 * request's `Accept`, cached for a year (a URL always means the same picture):
 * - `GET /media/demo/{kind}.{colour}.{view}`: the demo's product pictures (an old name that adds `.{width}.{webp|jpg}`
 *   is served at that width and format);
 * - `GET /media/placeholder?text=&color=`: the demo's shop logos and covers (`/media/placeholder.svg` still answers
 *   the SVG for URLs stored before);
 * - `GET /media/uploads/{name}`: stored review and profile images, from the media store every instance shares; with
 *   neither `w` nor `q` the stored WebP as it is.
 */
export function mediaRoutes(deps: AppDeps) {
  const store = mediaStoreOf(deps);
  return new Hono()
    .get(`${UPLOADS_PATH}/:name`, async (c) => {
      const name = c.req.param('name');
      const query = readQuery(c, imageQuery);
      if (!isUploadName(name)) throw refuse('image_not_found', 'Image not found');
      if (query.w === undefined && query.q === undefined) {
        const stored = await store.read(name);
        if (!stored) throw refuse('image_not_found', 'Image not found');
        return c.body(new Uint8Array(stored.bytes), 200, {
          'content-type': stored.contentType,
          'content-length': String(stored.bytes.byteLength),
          'cache-control': IMMUTABLE,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'",
        });
      }
      // Read from the store only when this width and format is not cached yet (a name is never reused).
      const source = async () => {
        const stored = await store.read(name);
        return stored ? { raster: stored.bytes } : null;
      };
      const resized = await serveImage(c, { key: `upload:${name}`, source }, query);
      if (!resized) throw refuse('image_not_found', 'Image not found');
      return resized;
    })
    .get(`${PICTURES_PATH}/:file`, async (c) => {
      const name = parsePictureName(c.req.param('file'));
      if (!name) throw refuse('image_not_found', 'Image not found');
      const source = async () => pictureSource(name);
      const key = `demo:${name.kind}.${name.colour}.${name.view}`;
      if (name.fixed) {
        return (await serveImage(c, { key, source, square: true }, { w: name.fixed.width }, name.fixed.format))!;
      }
      return (await serveImage(c, { key, source, square: true }, readQuery(c, imageQuery)))!;
    })
    .get('/media/placeholder', async (c) => {
      const { text, color } = readQuery(c, placeholderQuery);
      const query = readQuery(c, imageQuery);
      const source = async () => ({ svg: placeholderSvg(text, color), designWidth: PLACEHOLDER_DESIGN_WIDTH });
      return (await serveImage(c, { key: `placeholder:${color}:${text}`, source, square: true }, query))!;
    })
    .get('/media/placeholder.svg', (c) => {
      const { text, color } = readQuery(c, placeholderQuery);
      return c.body(placeholderSvg(text, color), 200, {
        'content-type': 'image/svg+xml',
        'cache-control': IMMUTABLE,
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    });
}
