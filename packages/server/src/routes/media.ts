import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { PICTURES_PATH, parsePictureName, renderPicture } from '../seed/pictures';
import { mediaStoreOf } from '../uploads/media-store';
import { UPLOADS_PATH, isUploadName } from '../uploads/upload-url';
import { readQuery } from '../validate';

const query = z.object({
  text: z.string().max(120, 'text must be at most 120 characters').default(''),
  color: z
    .string()
    .regex(/^[0-9a-fA-F]{6}$/, 'color must be 6 hex digits')
    .default('0f766e'),
});

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

function wrap(text: string, width = 16): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

/**
 * `GET /media/demo/{kind}.{colour}.{view}.{width}.{webp|jpg}`: the demo's product pictures. `GET
 * /media/placeholder.svg?text=&color=`: the demo's shop logos and covers, drawn as SVG. `GET /media/uploads/{name}`:
 * the stored uploads from the media store every instance shares (always WebP, never sniffed, cached for a year: a
 * name is never reused).
 */
export function mediaRoutes(deps: AppDeps) {
  const store = mediaStoreOf(deps);
  return (
    new Hono()
      .get(`${UPLOADS_PATH}/:name`, async (c) => {
        const name = c.req.param('name');
        const stored = isUploadName(name) ? await store.read(name) : null;
        if (!stored) throw notFound('Image not found');
        const { bytes, contentType } = stored;
        return c.body(new Uint8Array(bytes), 200, {
          'content-type': contentType,
          'content-length': String(bytes.byteLength),
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'",
        });
      })
      // The demo's product pictures, drawn on first request: a name always gives the same bytes.
      .get(`${PICTURES_PATH}/:file`, async (c) => {
        const name = parsePictureName(c.req.param('file'));
        if (!name) throw notFound('Image not found');
        const { bytes, contentType } = await renderPicture(name);
        return c.body(new Uint8Array(bytes), 200, {
          'content-type': contentType,
          'content-length': String(bytes.byteLength),
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        });
      })
      .get('/media/placeholder.svg', (c) => {
        const { text, color } = readQuery(c, query);
        const lines = wrap(text);
        const start = 250 - (lines.length - 1) * 22;
        const tspans = lines
          .map((line, index) => `<tspan x="250" y="${start + index * 44}">${escapeXml(line)}</tspan>`)
          .join('');
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${color}"/><stop offset="1" stop-color="#${color}" stop-opacity="0.7"/></linearGradient></defs><rect width="500" height="500" fill="url(#g)"/><circle cx="420" cy="80" r="120" fill="#fff" opacity="0.08"/><text font-family="system-ui, sans-serif" font-size="36" font-weight="600" fill="#fff" text-anchor="middle" dominant-baseline="middle">${tspans}</text></svg>`;
        return c.body(svg, 200, {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=31536000, immutable',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        });
      })
  );
}
