import { z } from 'zod';

/** A string that must be non-blank after trimming (missing, null and blank all give `message`); output is trimmed. */
export function requiredText(message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => value !== '', { message, abort: true });
}
