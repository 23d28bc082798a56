import type { Complete } from '../../../translation';
import type * as en from '../en/question';
import type * as ur from './question';

// Product questions, in Urdu.
export const QUESTION_REQUIRED_MESSAGE = 'براہ کرم اپنا سوال لکھیں۔';
export const QUESTION_TOO_LONG_MESSAGE = 'آپ کا سوال زیادہ سے زیادہ 500 حروف کا ہو سکتا ہے۔';
export const QUESTION_SUBMITTED_MESSAGE = 'سوال کامیابی سے جمع ہو گیا';
export const QUESTION_FAILED_MESSAGE = 'آپ کا سوال جمع نہیں ہو سکا۔ براہ کرم دوبارہ کوشش کریں۔';

/** Fails the type check when a text of `../en/question.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
