import { IMAGE_WIDTHS, type ImageWidth } from '@sauda/api';
import { z } from 'zod';

// A requested width is rounded up to the ladder's next (a bounded set of encodings to cache).
export { IMAGE_WIDTHS, type ImageWidth };

/** The width of a picture asked for without `w`: a card at 2× on a phone, or a phone's gallery. */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 640;

export type { ImageQuality } from '@sauda/api';

/** The ladder width at or above `width`; the largest for anything wider. */
export function snapWidth(width: number): ImageWidth {
  return IMAGE_WIDTHS.find((step) => step >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** `?w=` (1..4000, snapped up to the ladder) and `?q=lite`, as the resizing routes read them. */
export const imageQuery = z.object({
  w: z
    .string()
    .regex(/^\d{1,4}$/, 'w must be a whole number of pixels')
    .transform(Number)
    .refine((width) => width >= 1, 'w must be at least 1')
    .transform(snapWidth)
    .optional(),
  q: z.enum(['lite'], { message: "q must be 'lite' or left out" }).optional(),
});

export type ImageQuery = z.output<typeof imageQuery>;
