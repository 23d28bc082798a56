import { formCheck, type FormCheck } from './form-check';
import {
  RATING_REQUIRED_MESSAGE,
  REVIEW_MAX_IMAGES_MESSAGE,
  REVIEW_TEXT_REQUIRED_MESSAGE,
  imageTooLargeMessage,
} from './messages';

/** At most this many images per review. */
export const REVIEW_MAX_IMAGES = 3;
/** Largest image accepted: exactly 2 MB (2 × 1024 × 1024 bytes) is allowed, one byte more is not. */
export const REVIEW_MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** What the rules need of an image; browser `File` objects fit, and so do the server's uploaded parts. */
export interface ReviewImage {
  name: string;
  size: number;
}

/** What the review form holds. */
export interface ReviewFormInput<T extends ReviewImage = ReviewImage> {
  rating?: number | null;
  comment: string;
  images?: readonly T[];
}

/** A valid review: a rating in half steps, trimmed text and at most three images of at most 2 MB. */
export interface CheckedReview<T extends ReviewImage = ReviewImage> {
  rating: number;
  comment: string;
  images: T[];
}

/** A rating of 0.5 to 5 in half steps. */
export function isHalfStepRating(value: unknown): value is number {
  return typeof value === 'number' && value >= 0.5 && value <= 5 && Number.isInteger(value * 2);
}

/** The message for one image over 2 MB, or null. */
export function reviewImageError(image: ReviewImage): string | null {
  return image.size > REVIEW_MAX_IMAGE_BYTES ? imageTooLargeMessage(image.name) : null;
}

/**
 * The review form without zod (§5): 'Rating is required', 'Review text is required', 'You can upload a maximum of 3
 * images.' and 'File "{name}" exceeds the 2MB size limit.' for each image that is too big.
 */
export function checkReviewForm<T extends ReviewImage>(
  input: ReviewFormInput<T>,
): FormCheck<CheckedReview<T>, 'rating' | 'comment' | 'images'> {
  const comment = input.comment.trim();
  const images = input.images ?? [];
  const errors: Partial<Record<'rating' | 'comment' | 'images', string>> = {};
  if (!isHalfStepRating(input.rating)) errors.rating = RATING_REQUIRED_MESSAGE;
  if (comment === '') errors.comment = REVIEW_TEXT_REQUIRED_MESSAGE;
  const tooBig = images.map(reviewImageError).find((message) => message !== null);
  if (images.length > REVIEW_MAX_IMAGES) errors.images = REVIEW_MAX_IMAGES_MESSAGE;
  else if (tooBig) errors.images = tooBig;
  return formCheck(errors, () => ({ rating: input.rating as number, comment, images: images.slice() }));
}

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
    const error = reviewImageError(image);
    if (error) errors.push(error);
    else images.push(image);
  }
  return { images, errors };
}
