import { QUESTION_REQUIRED_MESSAGE, QUESTION_TOO_LONG_MESSAGE } from './messages';

/** Longest question, in characters (code points, so an emoji or an Urdu letter counts once) after trimming. */
export const QUESTION_MAX_LENGTH = 500;

/** The characters of a question as a shopper counts them: code points of the trimmed text. */
export function questionLength(text: string): number {
  return [...text.trim()].length;
}

/** The question rule: 1 to 500 characters after trimming; null when valid. */
export function questionError(text: string): string | null {
  const length = questionLength(text);
  if (length === 0) return QUESTION_REQUIRED_MESSAGE;
  return length > QUESTION_MAX_LENGTH ? QUESTION_TOO_LONG_MESSAGE : null;
}
