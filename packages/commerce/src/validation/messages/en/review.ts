// Review: the texts of spec §5, §8.
export const RATING_REQUIRED_MESSAGE = 'Rating is required';
export const REVIEW_TEXT_REQUIRED_MESSAGE = 'Review text is required';
export const REVIEW_MAX_IMAGES_MESSAGE = 'You can upload a maximum of 3 images.';
export const REVIEW_SUBMITTED_MESSAGE = 'Review submitted successfully!';
export const REVIEW_FAILED_MESSAGE = 'Failed to submit review.';
/** 'File "{file name}" exceeds the 2MB size limit.' */
export function imageTooLargeMessage(fileName: string): string {
  return `File "${fileName}" exceeds the 2MB size limit.`;
}
