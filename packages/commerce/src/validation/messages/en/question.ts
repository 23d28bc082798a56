// Product questions (Sauda: the spec has no Q&A; the legacy backend's texts where it has them).
export const QUESTION_REQUIRED_MESSAGE = 'Please write your question.';
export const QUESTION_TOO_LONG_MESSAGE = 'Your question can be at most 500 characters.';
/** What both backends answer to a question asked. */
export const QUESTION_SUBMITTED_MESSAGE = 'Question submitted successfully';
export const QUESTION_FAILED_MESSAGE = 'Failed to submit your question. Please try again.';
