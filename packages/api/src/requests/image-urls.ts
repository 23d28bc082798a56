/**
 * The widths the reference server makes a picture at (`GET /media/…?w=`); it rounds any other width up to the next.
 * The server and the storefront's `srcset` read the same list.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** `lite`: the server's smaller, softer encoding for a shopper saving data. */
export type ImageQuality = 'standard' | 'lite';

const MEDIA = '/api/v1/media/';
// An old demo picture name fixes width and format (`kurta.navy-blue.1.600.webp`); its current name leaves them out.
const OLD_DEMO_NAME = /^(demo\/[a-zA-Z]+\.[a-z0-9-]+\.\d)\.\d{3,4}\.(?:webp|jpg)$/;

/** The resizable path of a reference-server picture URL (`media/…` without query), or null for any other URL. */
function resizablePath(url: string): { path: string; search: URLSearchParams } | null {
  if (!url.startsWith(MEDIA)) return null;
  const [pathPart = '', query = ''] = url.slice(MEDIA.length).split('?', 2);
  const path = pathPart.replace(OLD_DEMO_NAME, '$1');
  const resizable =
    /^demo\/[a-zA-Z]+\.[a-z0-9-]+\.\d$/.test(path) ||
    /^uploads\/[0-9a-f-]{36}\.webp$/.test(path) ||
    path === 'placeholder';
  return resizable ? { path, search: new URLSearchParams(query) } : null;
}

/** True for a picture URL of the reference server that it resizes by `?w=` (demo pictures, placeholders, uploads). */
export const isResizableImageUrl = (url: string) => resizablePath(url) !== null;

/**
 * `url` at `width` (and `lite` quality), or null when the URL is not a resizable reference-server picture (the
 * legacy backend's, an SVG placeholder, another host's).
 */
export function resizedImageUrl(url: string, width: ImageWidth, quality: ImageQuality = 'standard'): string | null {
  const found = resizablePath(url);
  if (!found) return null;
  found.search.set('w', String(width));
  if (quality === 'lite') found.search.set('q', 'lite');
  else found.search.delete('q');
  return `${MEDIA}${found.path}?${found.search.toString()}`;
}

/** The width a page's preloaded picture is shown at in Lite mode: one step under the server's default (640). */
const LITE_PRELOADED_WIDTH: ImageWidth = 480;

/**
 * The one file of a picture the page shows largest and the server preloads by its URL (a product's first picture, a
 * listing's first card): the URL itself, which the server sends at its default width; in Lite mode a step narrower at
 * lite quality. The server's preload and the storefront's `<img>` both name it, so the browser fetches it once.
 */
export function preloadedImageUrl(url: string, quality: ImageQuality): string {
  return quality === 'lite' ? (resizedImageUrl(url, LITE_PRELOADED_WIDTH, 'lite') ?? url) : url;
}
