import { SEARCH_REQUIRED_MESSAGE } from './messages';
import { requiredText } from './required-text';

/** A search is submitted only when its text is non-blank after trimming; output is the trimmed text. */
export const searchQuerySchema = requiredText(SEARCH_REQUIRED_MESSAGE);
