import type { z } from 'zod';
import { INVALID_INPUT_MESSAGE } from './messages/en/forms';

/** The first error message of a schema for a form's input, or null when it is valid (forms show one message). */
export function firstError(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Either the parsed value or the first error message. */
export type FormResult<T> = { ok: true; data: T } | { ok: false; error: string };

/** Parses a form's input and returns the data or only the first message. */
export function validateForm<S extends z.ZodType>(schema: S, input: unknown): FormResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? INVALID_INPUT_MESSAGE };
}
