import { REVIEW_FAILED_MESSAGE } from '@sauda/commerce';
import type { ReviewFormLabels } from '../review-form';

/** The review form's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const reviewFormTexts = {
  heading: 'Submit Your Review',
  rating: 'Rating',
  comment: 'Your review',
  commentPlaceholder: 'What did you like or dislike about this product?',
  upload: 'Upload images',
  uploadHint: 'Up to 3 images, at most 2 MB each.',
  previews: 'Selected images',
  remove: (fileName: string) => `Remove ${fileName}`,
  submit: 'Submit Review',
  submitting: 'Submitting...',
  failed: REVIEW_FAILED_MESSAGE,
} satisfies Required<ReviewFormLabels>;
