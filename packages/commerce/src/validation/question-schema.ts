import { z } from 'zod';
import { questionError } from './question-rule';

// Apart from the rule so that a page checking a question as it is typed does not bring zod with it.
/** `questionError` as a schema (the server validates with it): missing or not text reads as blank; output trimmed. */
export const questionSchema = z
  .string()
  .catch('')
  .transform((text, context) => {
    const error = questionError(text);
    if (error) context.addIssue({ code: 'custom', message: error });
    return text.trim();
  });
