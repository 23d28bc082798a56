import type { Context } from 'hono';
import { isUuid } from '@sauda/commerce';
import type { z } from 'zod';
import { badRequest } from './errors';

/** The JSON body parsed with `schema` (400 with the first issue's message otherwise). */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('The request body is not valid JSON');
    }
  }
  return parseWith(schema, value);
}

/** The query string parsed with `schema`. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

/** `value` parsed with `schema`, or a 400 carrying the first issue's message. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

/** A path parameter that must be a UUID (400 `Invalid id format` otherwise), lower-cased. */
export function uuidParam(c: Context, name: string, message = 'Invalid id format'): string {
  const value = c.req.param(name);
  if (!isUuid(value)) throw badRequest(message);
  return value.toLowerCase();
}
