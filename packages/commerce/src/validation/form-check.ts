import type { z } from 'zod';

/** A form's input checked by a plain rule: the clean values, or one message per broken field. */
export type FormCheck<T, F extends string = string> =
  { ok: true; data: T } | { ok: false; errors: Partial<Record<F, string>> };

/** Builds a FormCheck from the errors found; `data` is only read when there are none. */
export function formCheck<T, F extends string>(errors: Partial<Record<F, string>>, data: () => T): FormCheck<T, F> {
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: data() };
}

/** Lets a zod schema apply a plain rule: every field error becomes an issue, the clean values the output. */
export function applyFormCheck<T, F extends string>(check: FormCheck<T, F>, context: z.RefinementCtx): T {
  if (check.ok) return check.data;
  for (const [field, message] of Object.entries(check.errors)) {
    context.addIssue({ code: 'custom', path: [field], message: message as string });
  }
  return undefined as never;
}
