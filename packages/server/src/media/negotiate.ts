/** The formats a resized picture is served in, best first. */
export const IMAGE_FORMATS = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** The media types a request's `Accept` takes (a `q=0` entry refuses that type). */
function acceptedTypes(accept: string): Set<string> {
  const types = new Set<string>();
  for (const part of accept.split(',')) {
    const [type, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (type && !refused) types.add(type);
  }
  return types;
}

/**
 * The format to answer with: AVIF when the request accepts it, else WebP, else JPEG (every browser shows JPEG, so a
 * missing or odd `Accept` still gets a picture). Wildcards do not count: `image/*` promises nothing about AVIF.
 */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const types = acceptedTypes(accept ?? '');
  if (types.has(IMAGE_FORMATS.avif)) return 'avif';
  if (types.has(IMAGE_FORMATS.webp)) return 'webp';
  return 'jpeg';
}
