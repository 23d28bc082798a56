import { z } from 'zod';

/**
 * Wire building blocks. Answers are parsed leniently (unknown keys dropped, numbers that arrive as strings coerced,
 * null where the legacy backend sends null) and only reject what no normaliser could read.
 */

function toNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

/** A number that may arrive as a numeric string (seller-centre sizes, coupon amounts). */
export const wireNumber = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const number = toNumber(value);
  if (number === undefined) {
    ctx.addIssue({ code: 'custom', message: `Expected a number, received '${String(value)}'` });
    return z.NEVER;
  }
  return number;
});

/** An optional number: null, absent or '' read as null; numeric strings coerced. */
export const wireOptionalNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx): number | null => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'string' && value.trim() === '') return null;
    const number = toNumber(value);
    if (number === undefined) {
      ctx.addIssue({ code: 'custom', message: `Expected a number, received '${String(value)}'` });
      return z.NEVER;
    }
    return number;
  });

/** A GUID (upper case from the legacy backend) or an integer id, read as a string. */
export const wireId = z.union([z.string().min(1), z.number()]).transform((value) => String(value));

/** Text that may be null or absent. */
export const wireText = z.string().nullish();

/** Text or a number (sizes such as 42, zip codes, phones), read as text; null or absent stays null. */
export const wireLooseText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === undefined || value === null ? null : String(value)));

/** A boolean that may arrive as 0/1 or 'true'/'false' (SQL BIT columns, form fields). */
export const wireBoolean = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((value) => value === true || value === 1 || value === 'true' || value === '1');

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith('[') && !trimmed.startsWith('{')) return value;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return value;
  }
}

/** A list of image URLs: an array, a JSON text of one, a single URL, or null (read as []). */
export const wireImages = z
  .preprocess(parseJsonText, z.union([z.array(z.string().nullable()), z.string(), z.null()]).optional())
  .transform((value): string[] => {
    if (value === undefined || value === null) return [];
    if (typeof value === 'string') return value.trim() === '' ? [] : [value];
    return value.filter((url): url is string => typeof url === 'string' && url.trim() !== '');
  });

/** An array that may arrive as JSON text, null or not at all (read as []). */
export function wireList<T extends z.ZodType>(item: T) {
  return z.preprocess(parseJsonText, z.array(item).nullish()).transform((value): z.output<T>[] => value ?? []);
}

/**
 * An object whose keys are read case-insensitively: the legacy backend lower-cases colour-variant keys and the
 * seller centre mixes `oldprice`/`oldPrice`. Keys are lower-cased; the first non-null value of a key wins.
 */
export function lowerCaseKeys<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const result: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      const lower = key.toLowerCase();
      if (result[lower] === undefined || result[lower] === null) result[lower] = entry;
    }
    return result;
  }, schema);
}

/** The plain `{ message }` answer of most write calls (legacy adds `success`, `error` or `msg` at times). */
export const messageAnswerSchema = z
  .object({
    message: z.string().optional(),
    msg: z.string().optional(),
    success: z.boolean().optional(),
  })
  .meta({ id: 'MessageAnswer', description: 'Answer of a write call: a human-readable message.' });

/** Error bodies as the legacy backend sends them: `message`, `msg` or `error` (a string, or `true` next to `msg`). */
export const errorAnswerSchema = z
  .object({
    message: z.string().optional(),
    msg: z.string().optional(),
    error: z.union([z.string(), z.boolean()]).optional(),
    success: z.boolean().optional(),
  })
  .meta({ id: 'ErrorAnswer', description: 'Error body: the text is in message, msg or error (when a string).' });

/** Pagination fields of the paged list answers. */
export const wirePaging = {
  totalPages: wireOptionalNumber,
  page: wireOptionalNumber,
  currentPage: wireOptionalNumber,
  perPage: wireOptionalNumber,
  totalResults: wireOptionalNumber,
};

/** Page and page-size query parameters. */
export const pagingQuery = {
  page: z.coerce.number().int().min(1).optional(),
  perPage: z.coerce.number().int().min(1).optional(),
};

/** A required identifier in a path or body (GUID or integer id as text). */
export const idField = z.string({ error: 'An id is required.' }).trim().min(1, 'An id is required.');
