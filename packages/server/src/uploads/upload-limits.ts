import { REVIEW_MAX_IMAGE_BYTES, REVIEW_MAX_IMAGES } from '@sauda/commerce';

/** Largest accepted image file: the spec's 2 MB (exactly 2 MB passes). */
export const MAX_IMAGE_BYTES = REVIEW_MAX_IMAGE_BYTES;
/** Images decoding to more pixels are refused before decoding (pixel floods). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Stored images are scaled down to fit this many pixels on their longest side. */
export const MAX_STORED_SIDE = 1600;
/** Largest JSON (or other non-multipart) request body. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Room the text fields and part headers of a multipart body may take next to its images. */
const MULTIPART_OVERHEAD_BYTES = 512 * 1024;
/**
 * Largest multipart body: a review's three images plus its fields. Leaves room for images just over 2 MB, so they
 * get the spec's per-file message rather than a bare 413.
 */
export const MAX_MULTIPART_BODY_BYTES = REVIEW_MAX_IMAGES * (MAX_IMAGE_BYTES + 1024) + MULTIPART_OVERHEAD_BYTES;

/** The answer for anything that is not a JPEG, PNG or WebP image by content. */
export const UNSUPPORTED_IMAGE_MESSAGE = 'Only JPEG, PNG or WebP images are allowed.';

/** 'Image "{name}" is too large: at most 40 megapixels.' */
export function tooManyPixelsMessage(fileName: string): string {
  return `Image "${fileName}" is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;
}
