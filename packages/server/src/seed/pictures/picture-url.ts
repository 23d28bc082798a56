import { isPictureKind, type PictureKind } from './shapes';
import { PICTURE_VIEWS, type PictureView } from './compose';

/** Where the demo pictures are served under /api/v1. */
export const PICTURES_PATH = '/media/demo';

/** The widths the first seeds named in their URLs (`….600.webp`); databases seeded then still hold them. */
export const OLD_PICTURE_WIDTHS = [240, 600, 1000] as const;

/** The formats an old URL names. */
export const OLD_PICTURE_FORMATS = { webp: 'webp', jpg: 'jpeg' } as const;

/**
 * What a picture file name says: its kind, colour and view; an old name (`{kind}.{colour}.{view}.{width}.{format}`)
 * also fixes the width and format, which a current one leaves to `?w=` and the request's `Accept`.
 */
export interface PictureName {
  kind: PictureKind;
  /** The colour as its slug ('navy-blue'). */
  colour: string;
  view: PictureView;
  fixed?: { width: number; format: 'webp' | 'jpeg' };
}

/** A colour name as it appears in a picture's file name: 'Navy Blue' → 'navy-blue'. */
export const colourSlug = (colour: string) =>
  colour
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'grey';

/** The file name of a picture: `{kind}.{colour}.{view}`, e.g. `kurta.navy-blue.1`. */
export const pictureFileName = (name: Pick<PictureName, 'kind' | 'colour' | 'view'>) =>
  `${name.kind}.${name.colour}.${name.view}`;

/** The URL of a demo product picture; the server picks its width by `?w=` and its format by `Accept`. */
export function pictureUrl(kind: PictureKind, colour: string, view: PictureView = 1): string {
  return `/api/v1${PICTURES_PATH}/${pictureFileName({ kind, colour: colourSlug(colour), view })}`;
}

/** The picture a file name asks for, or null for anything else (unknown kind, view, width or format). */
export function parsePictureName(file: string): PictureName | null {
  const match = /^([a-zA-Z]+)\.([a-z0-9-]{1,40})\.(\d)(?:\.(\d{3,4})\.(webp|jpg))?$/.exec(file);
  if (!match) return null;
  const [, kind, colour, view, width, format] = match as unknown as [string, string, string, string, string?, string?];
  const viewNumber = Number(view);
  if (!isPictureKind(kind)) return null;
  if (!PICTURE_VIEWS.includes(viewNumber as PictureView)) return null;
  const name: PictureName = { kind, colour, view: viewNumber as PictureView };
  if (width === undefined || format === undefined) return name;
  if (!OLD_PICTURE_WIDTHS.includes(Number(width) as (typeof OLD_PICTURE_WIDTHS)[number])) return null;
  return { ...name, fixed: { width: Number(width), format: OLD_PICTURE_FORMATS[format as 'webp' | 'jpg'] } };
}
