import type { ImageSource } from '../../media/encode-image';
import { pictureSvg } from './compose';
import type { PictureName } from './picture-url';

/** The width the pictures are drawn at, in CSS pixels; the media module rasterises them at any other. */
const DESIGN_WIDTH = 600;

/** A demo picture as the source the media module resizes and encodes (the same name always draws the same). */
export function pictureSource({ kind, colour, view }: PictureName): ImageSource {
  // The colour comes as a slug; the tones read it as words ('navy-blue' is Navy Blue).
  return { svg: pictureSvg(kind, colour.replace(/-/g, ' '), view), designWidth: DESIGN_WIDTH };
}
