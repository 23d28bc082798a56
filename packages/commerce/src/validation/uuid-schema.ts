import { z } from 'zod';
import { UUID_PATTERN } from './uuid';

/** A trimmed UUID string; anything else (including blank) fails with `message`. */
export function uuidSchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => UUID_PATTERN.test(value), { message, abort: true });
}
