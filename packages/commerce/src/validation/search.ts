import { SEARCH_REQUIRED_MESSAGE } from './messages';
import { requiredText } from './required-text';

/** A search is submitted only when its text is non-blank after trimming; output is the trimmed text. */
export const searchQuerySchema = requiredText(SEARCH_REQUIRED_MESSAGE);

/** True when the search box's text may be submitted. */
export function isSubmittableSearch(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim() !== '';
}
