import { z } from 'zod/mini';

// zod/mini loads no locale, so built-in issues would all read 'Invalid input'; English keeps the texts classic zod
// gives (the server and the tests read them). Here because every schema module imports this one.
z.config(z.locales.en());

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

/** Records that a value is not a number (mini transforms get the parse payload, not classic's `ctx.addIssue`). */
function notANumber(payload: z.core.ParsePayload, value: unknown): never {
  payload.issues.push({ code: 'custom', message: `Expected a number, received '${String(value)}'`, input: value });
  return z.NEVER;
}

/** A number that may arrive as a numeric string (seller-centre sizes, coupon amounts). */
export const wireNumber = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value: number | string, payload) => toNumber(value) ?? notANumber(payload, value)),
);

/** An optional number: null, absent or '' read as null; numeric strings coerced. */
export const wireOptionalNumber = z.pipe(
  z.optional(z.union([z.number(), z.string(), z.null()])),
  z.transform((value: number | string | null | undefined, payload): number | null => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'string' && value.trim() === '') return null;
    return toNumber(value) ?? notANumber(payload, value);
  }),
);

/** A GUID (upper case from the legacy backend) or an integer id, read as a string. */
export const wireId = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform((value: string | number) => String(value)),
);

/** Text that may be null or absent. */
export const wireText = z.nullish(z.string());

/** Text or a number (sizes such as 42, zip codes, phones), read as text; null or absent stays null. */
export const wireLooseText = z.pipe(
  z.optional(z.union([z.string(), z.number(), z.null()])),
  z.transform((value: string | number | null | undefined) =>
    value === undefined || value === null ? null : String(value),
  ),
);

/** A boolean that may arrive as 0/1 or 'true'/'false' (SQL BIT columns, form fields). */
export const wireBoolean = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((value: boolean | number | string) => value === true || value === 1 || value === 'true' || value === '1'),
);

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

/** `schema` after reading a JSON text into what it encodes (zod/mini's form of classic `z.preprocess`). */
function fromJsonText<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(z.transform(parseJsonText), schema);
}

/** A list of image URLs: an array, a JSON text of one, a single URL, or null (read as []). */
export const wireImages = z.pipe(
  fromJsonText(z.optional(z.union([z.array(z.nullable(z.string())), z.string(), z.null()]))),
  z.transform((value: (string | null)[] | string | null | undefined): string[] => {
    if (value === undefined || value === null) return [];
    if (typeof value === 'string') return value.trim() === '' ? [] : [value];
    return value.filter((url): url is string => typeof url === 'string' && url.trim() !== '');
  }),
);

/** An array that may arrive as null or not at all (read as []). */
export function listOrEmpty<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((value: z.output<T>[] | null | undefined): z.output<T>[] => value ?? []),
  );
}

/** An array that may arrive as JSON text, null or not at all (read as []). */
export function wireList<T extends z.ZodMiniType>(item: T) {
  return fromJsonText(listOrEmpty(item));
}

/**
 * An object whose keys are read case-insensitively: the legacy backend lower-cases colour-variant keys and the
 * seller centre mixes `oldprice`/`oldPrice`. Keys are lower-cased; the first non-null value of a key wins.
 */
export function lowerCaseKeys<T extends z.ZodMiniType>(schema: T) {
  const lowerKeys = z.transform((value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const result: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      const lower = key.toLowerCase();
      if (result[lower] === undefined || result[lower] === null) result[lower] = entry;
    }
    return result;
  });
  return z.pipe(lowerKeys, schema);
}

/** The plain `{ message }` answer of most write calls (legacy adds `success`, `error` or `msg` at times). */
export const messageAnswerSchema = z
  .object({
    message: z.optional(z.string()),
    msg: z.optional(z.string()),
    success: z.optional(z.boolean()),
  })
  .register(z.globalRegistry, {
    id: 'MessageAnswer',
    description: 'Answer of a write call: a human-readable message.',
  });

/** Error bodies as the legacy backend sends them: `message`, `msg` or `error` (a string, or `true` next to `msg`). */
export const errorAnswerSchema = z
  .object({
    message: z.optional(z.string()),
    msg: z.optional(z.string()),
    error: z.optional(z.union([z.string(), z.boolean()])),
    success: z.optional(z.boolean()),
  })
  .register(z.globalRegistry, {
    id: 'ErrorAnswer',
    description: 'Error body: the text is in message, msg or error (when a string).',
  });

/** Pagination fields of the paged list answers. */
export const wirePaging = {
  totalPages: wireOptionalNumber,
  page: wireOptionalNumber,
  currentPage: wireOptionalNumber,
  perPage: wireOptionalNumber,
  totalResults: wireOptionalNumber,
};

/** The last page the reference server serves (past it the offset would be more than the database can hold). */
export const MAX_PAGE = 1_000_000;

/**
 * A whole number from 1, sent as text in the query. The client leaves the upper bound `max` to the server, which
 * answers 400 with its own text past it; the OpenAPI document states it.
 */
const wholeNumberUpTo = (max: number) =>
  z.optional(z.coerce.number().check(z.int(), z.gte(1)).register(z.globalRegistry, { maximum: max }));

/** Page and page-size query parameters; the reference server refuses a page size over `maxPerPage` with 400. */
export function pagingQueryUpTo(maxPerPage: number) {
  return { page: wholeNumberUpTo(MAX_PAGE), perPage: wholeNumberUpTo(maxPerPage) };
}

/** Page and page-size query parameters of the calls that serve up to 1000 rows a page. */
export const pagingQuery = pagingQueryUpTo(1000);

/**
 * Text that must not be blank once trimmed: `message` when it is; `typeError` (else zod's own text) when it is not
 * text at all.
 */
export function requiredText(message: string, typeError?: string) {
  return z.string(typeError === undefined ? undefined : { error: typeError }).check(z.trim(), z.minLength(1, message));
}

/** A required identifier in a path or body (GUID or integer id as text). */
export const idField = requiredText('An id is required.', 'An id is required.');

/** The OpenAPI document's note on ids the reference server requires as UUIDs (400 otherwise). */
const uuidMeta = { format: 'uuid', description: 'A UUID (8-4-4-4-12 hexadecimal digits, any case).' };

/** A required id the reference server requires as a UUID (the client sends what it was given, GUIDs of any case). */
export const uuidField = requiredText('An id is required.', 'An id is required.').register(z.globalRegistry, uuidMeta);

/** An optional filter by an id the reference server requires as a UUID. */
export const optionalUuid = z.optional(z.string().register(z.globalRegistry, uuidMeta));
