import { z } from 'zod';
import { RATING_REQUIRED_MESSAGE, imageTooLargeMessage } from './messages';
import { applyFormCheck } from './form-check';
import { REVIEW_MAX_IMAGE_BYTES, checkReviewForm, isHalfStepRating } from './review-form-rule';

/** One image: at most 2 MB, else 'File "{file name}" exceeds the 2MB size limit.'. */
export const reviewImageSchema = z
  .object({ name: z.string(), size: z.number().nonnegative() })
  .superRefine((image, ctx) => {
    if (image.size > REVIEW_MAX_IMAGE_BYTES) {
      ctx.addIssue({ code: 'custom', message: imageTooLargeMessage(image.name), path: ['size'] });
    }
  });

/** A rating of 0.5 to 5 in half steps; missing or 0 gives 'Rating is required'. */
export const ratingSchema = z.number({ error: RATING_REQUIRED_MESSAGE }).refine(isHalfStepRating, {
  message: RATING_REQUIRED_MESSAGE,
});

/** `checkReviewForm` as a schema (the server validates requests with it). */
export const reviewFormSchema = z
  .object({
    rating: z.number().nullish().catch(null),
    comment: z.string().catch(''),
    images: z.array(z.object({ name: z.string(), size: z.number() })).default([]),
  })
  .transform((input, context) => applyFormCheck(checkReviewForm(input), context));
