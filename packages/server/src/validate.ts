import type { Context } from 'hono';
import { isUuid } from '@sauda/commerce';
import type { z } from 'zod';
import { refuse } from './errors';
import { refuseNulCharacters } from './security/nul-characters';

/** The answer to a body that is not declared as JSON. */
export const JSON_CONTENT_TYPE_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/** True for `application/json` and `application/<something>+json`, with any parameters. */
function isJsonContentType(header: string | undefined): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(type);
}

/**
 * The JSON body parsed with `schema`: 415 when a body comes with another content type (or none), 400 when it is
 * not JSON, holds a NUL character or fails the schema (the first issue's message). An empty body reads as `{}`.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim()) {
    if (!isJsonContentType(c.req.header('content-type')))
      throw refuse('unsupported_media_type', JSON_CONTENT_TYPE_MESSAGE);
    try {
      value = JSON.parse(text);
    } catch {
      throw refuse('invalid_json', 'The request body is not valid JSON');
    }
    refuseNulCharacters(value);
  }
  return parseWith(schema, value);
}

/** The query string parsed with `schema` (400 for a NUL character in it). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const query = c.req.query();
  refuseNulCharacters(query);
  return parseWith(schema, query);
}

/** `value` parsed with `schema`, or a 400 carrying the first issue's message. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw refuse('validation_failed', result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

/** A path parameter that must be a UUID (400 `Invalid id format` otherwise), lower-cased. */
export function uuidParam(c: Context, name: string, message = 'Invalid id format'): string {
  const value = c.req.param(name);
  if (!isUuid(value)) throw refuse('invalid_id', message);
  return value.toLowerCase();
}
