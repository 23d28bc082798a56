import { isPictureKind, type PictureKind } from './shapes';
import { PICTURE_VIEWS, type PictureView } from './compose';

/** Where the demo pictures are served under /api/v1. */
export const PICTURES_PATH = '/media/demo';

/** The widths a picture is made at: a card on a small phone, a card at 2× or the gallery, a zoomed gallery. */
export const PICTURE_WIDTHS = [240, 600, 1000] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The width the seeded URLs name: sharp on a 2× phone card, light enough for the gallery. */
export const DEFAULT_PICTURE_WIDTH: PictureWidth = 600;

/** The formats a picture is served in. */
export const PICTURE_FORMATS = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type PictureFormat = keyof typeof PICTURE_FORMATS;

/** What a picture file name says: its kind, colour, view, width and format. */
export interface PictureName {
  kind: PictureKind;
  /** The colour as its slug ('navy-blue'). */
  colour: string;
  view: PictureView;
  width: PictureWidth;
  format: PictureFormat;
}

/** A colour name as it appears in a picture's file name: 'Navy Blue' → 'navy-blue'. */
export const colourSlug = (colour: string) =>
  colour
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'grey';

/** The file name of a picture: `{kind}.{colour}.{view}.{width}.{format}`, e.g. `kurta.navy-blue.1.600.webp`. */
export const pictureFileName = (name: PictureName) =>
  `${name.kind}.${name.colour}.${name.view}.${name.width}.${name.format}`;

/** The URL of a demo product picture (WebP at the default width). */
export function pictureUrl(kind: PictureKind, colour: string, view: PictureView = 1): string {
  const file = pictureFileName({
    kind,
    colour: colourSlug(colour),
    view,
    width: DEFAULT_PICTURE_WIDTH,
    format: 'webp',
  });
  return `/api/v1${PICTURES_PATH}/${file}`;
}

/** The picture a file name asks for, or null for anything else (unknown kind, width or format). */
export function parsePictureName(file: string): PictureName | null {
  const match = /^([a-zA-Z]+)\.([a-z0-9-]{1,40})\.(\d)\.(\d{3,4})\.(webp|jpg)$/.exec(file);
  if (!match) return null;
  const [, kind, colour, view, width, format] = match as unknown as [string, string, string, string, string, string];
  const viewNumber = Number(view);
  const widthNumber = Number(width);
  if (!isPictureKind(kind)) return null;
  if (!PICTURE_VIEWS.includes(viewNumber as PictureView)) return null;
  if (!PICTURE_WIDTHS.includes(widthNumber as PictureWidth)) return null;
  return {
    kind,
    colour,
    view: viewNumber as PictureView,
    width: widthNumber as PictureWidth,
    format: format as PictureFormat,
  };
}
