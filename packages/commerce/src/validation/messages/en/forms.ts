// Search and the forms the spec gives no wording for (Sauda).
/** Sauda: the spec simply does not submit a blank search. */
export const SEARCH_REQUIRED_MESSAGE = 'Please enter something to search for.';
/** Sauda. */
export const NAME_REQUIRED_MESSAGE = 'Name is required';
/** Sauda. */
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address.';
/** Sauda. */
export const MESSAGE_REQUIRED_MESSAGE = 'Message is required';
/** Sauda: the store page redirects instead of showing it. */
export const INVALID_ID_MESSAGE = 'Invalid id.';
/** Sauda: what a form says when its rule gives no message of its own (none does). */
export const INVALID_INPUT_MESSAGE = 'Invalid input';
