import type { Complete } from '../../../translation';
import type * as en from '../en/review';
import type * as ur from './review';

// Review: the texts of spec §5, §8 in Urdu.
export const RATING_REQUIRED_MESSAGE = 'ریٹنگ لازمی ہے';
export const REVIEW_TEXT_REQUIRED_MESSAGE = 'ریویو لکھنا لازمی ہے';
export const REVIEW_MAX_IMAGES_MESSAGE = 'آپ زیادہ سے زیادہ 3 تصاویر اپ لوڈ کر سکتے ہیں۔';
export const REVIEW_SUBMITTED_MESSAGE = 'ریویو کامیابی سے جمع ہو گیا!';
export const REVIEW_FAILED_MESSAGE = 'ریویو جمع نہیں ہو سکا۔';
/** 'فائل "{file name}" کا سائز 2 MB کی حد سے زیادہ ہے۔' */
export function imageTooLargeMessage(fileName: string): string {
  return `فائل "${fileName}" کا سائز 2 MB کی حد سے زیادہ ہے۔`;
}

/** Fails the type check when a text of `../en/review.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
