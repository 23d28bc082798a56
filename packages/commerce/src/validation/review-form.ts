import { z } from 'zod';
import {
  RATING_REQUIRED_MESSAGE,
  REVIEW_MAX_IMAGES_MESSAGE,
  REVIEW_TEXT_REQUIRED_MESSAGE,
  imageTooLargeMessage,
} from './messages';
import { requiredText } from './required-text';

/** At most this many images per review. */
export const REVIEW_MAX_IMAGES = 3;
/** Largest image accepted: exactly 2 MB (2 × 1024 × 1024 bytes) is allowed, one byte more is not. */
export const REVIEW_MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** What the rules need of an image; browser `File` objects fit, and so do the server's uploaded parts. */
export interface ReviewImage {
  name: string;
  size: number;
}

/** One image: at most 2 MB, else 'File "{file name}" exceeds the 2MB size limit.'. */
export const reviewImageSchema = z
  .object({ name: z.string(), size: z.number().nonnegative() })
  .superRefine((image, ctx) => {
    if (image.size > REVIEW_MAX_IMAGE_BYTES) {
      ctx.addIssue({ code: 'custom', message: imageTooLargeMessage(image.name), path: ['size'] });
    }
  });

/** A rating of 0.5 to 5 in half steps; missing or 0 gives 'Rating is required'. */
export const ratingSchema = z
  .number({ error: RATING_REQUIRED_MESSAGE })
  .refine((value) => value >= 0.5 && value <= 5 && Number.isInteger(value * 2), {
    message: RATING_REQUIRED_MESSAGE,
  });

/** The review form: rating, text, and up to three images of at most 2 MB each. */
export const reviewFormSchema = z.object({
  rating: ratingSchema,
  comment: requiredText(REVIEW_TEXT_REQUIRED_MESSAGE),
  images: z.array(reviewImageSchema).max(REVIEW_MAX_IMAGES, { message: REVIEW_MAX_IMAGES_MESSAGE }).default([]),
});

export type ReviewFormInput = z.input<typeof reviewFormSchema>;

/**
 * Adds picked images to those already chosen: more than three in total refuses the whole pick with
 * 'You can upload a maximum of 3 images.'; an image over 2 MB is left out with its own message.
 */
export function addReviewImages<T extends ReviewImage>(
  current: readonly T[],
  picked: readonly T[],
): { images: T[]; errors: string[] } {
  if (current.length + picked.length > REVIEW_MAX_IMAGES) {
    return { images: current.slice(), errors: [REVIEW_MAX_IMAGES_MESSAGE] };
  }
  const images = current.slice();
  const errors: string[] = [];
  for (const image of picked) {
    if (image.size > REVIEW_MAX_IMAGE_BYTES) errors.push(imageTooLargeMessage(image.name));
    else images.push(image);
  }
  return { images, errors };
}
