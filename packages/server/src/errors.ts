import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { databaseRefusal } from './security/database-refusal';

/** An error answered as `status` with `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    message: string,
  ) {
    super(message);
  }
}

/** 429 with `message` and a `Retry-After` header of `retryAfterSeconds`. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** 400 with `message`. */
export const badRequest = (message: string) => new HttpError(400, message);
/** 401 with `message`. */
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
/** 403 with `message`. */
export const forbidden = (message = 'You may not access this resource') => new HttpError(403, message);
/** 404 with `message`. */
export const notFound = (message: string) => new HttpError(404, message);

/**
 * Turns any thrown value into a JSON `{ message }` answer. Input the database refuses (a value out of range, a
 * duplicate) is a 4xx too; unexpected errors are logged and hide their details.
 */
export function answerError(error: unknown, c: Context) {
  if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof HttpError) return c.json({ message: error.message }, error.status);
  if (error instanceof z.ZodError) {
    return c.json({ message: error.issues[0]?.message ?? 'Invalid request' }, 400);
  }
  if (error instanceof SyntaxError) return c.json({ message: 'The request body is not valid JSON' }, 400);
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ message: error.message || 'Invalid request' }, error.status);
  }
  const refusal = databaseRefusal(error);
  if (refusal) {
    console.error(JSON.stringify({ level: 'warn', message: 'database refused input', code: refusal.code }));
    return c.json({ message: refusal.message }, refusal.status);
  }
  console.error(JSON.stringify({ level: 'error', message: String(error), stack: (error as Error)?.stack }));
  return c.json({ message: 'Internal server error' }, 500);
}
