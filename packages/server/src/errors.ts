import { type ErrorStatus, REFUSALS, type RefusalCode, type RefusalParams, errorCodeOf } from '@sauda/api';
import { DrizzleQueryError } from 'drizzle-orm';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { sqlState } from './db/sql-state';
import { defaultLogger, type Logger } from './observability/logger';
import { databaseRefusal } from './security/database-refusal';

/**
 * A refusal: answered as its code's status (`REFUSALS` in `@sauda/api`) with `{ message, code }`, and `params` when
 * the message names something a client may put in a sentence of its own (a product, a file, a number).
 */
export class HttpError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: RefusalCode,
    message: string,
    readonly params?: RefusalParams,
  ) {
    super(message);
    this.status = REFUSALS[code];
  }
}

/** 429 with `message` and a `Retry-After` header of `retryAfterSeconds`. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message, { retryAfterSeconds });
  }
}

/** A refusal of `code` saying `message`. */
export const refuse = (code: RefusalCode, message: string, params?: RefusalParams) =>
  new HttpError(code, message, params);

/**
 * The body of an error answer: the text for people and a stable `code` for programs (the general code of its status
 * unless a more specific one is given), with the `params` the text names.
 */
export function errorBody(status: number, message: string, code?: RefusalCode, params?: RefusalParams) {
  return { message, code: code ?? errorCodeOf(status), ...(params ? { params } : {}) };
}

/** Answers a refusal with its body, `extra` fields first (the coupon call's `success: false`). */
export function answerHttpError(c: Context, error: HttpError, extra: object = {}) {
  return c.json({ ...extra, ...errorBody(error.status, error.message, error.code, error.params) }, error.status);
}

/** What a client is told when the database is slow or out of reach: its fault is nobody's in the request. */
const DATABASE_UNAVAILABLE: Record<string, { message: string; code: string }> = {
  '57014': { message: 'The database took too long to answer. Please try again.', code: 'statement_timeout' },
  '57P01': { message: 'The database is restarting. Please try again in a moment.', code: 'database_unavailable' },
  '53300': { message: 'The server is busy. Please try again in a moment.', code: 'database_unavailable' },
};

/** 503 `{ message, code }` for a statement the statement timeout cancelled or a database that is going away. */
function databaseUnavailable(state: string | null) {
  if (!state) return null;
  if (state.startsWith('08')) return DATABASE_UNAVAILABLE['57P01']!;
  return DATABASE_UNAVAILABLE[state] ?? null;
}

/**
 * An error's message without what it may quote from the request: PostgreSQL quotes values in its messages
 * (`invalid input syntax for type uuid: "…"`), so every quoted part goes. Drizzle's own message (the statement and
 * its parameters) is never used: the driver's error under it is.
 */
export function redactedMessage(error: unknown): string {
  let inner = error;
  while (inner instanceof DrizzleQueryError && inner.cause) inner = inner.cause;
  if (inner instanceof DrizzleQueryError) return 'A statement failed (its text and parameters are not logged)';
  const message = inner instanceof Error ? inner.message : typeof inner;
  return message
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .slice(0, 200);
}

/** The call stack of `error` without its first line, which repeats the message. */
function frames(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  return error.stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/** What the log may say of an unexpected error: its class, SQL state, redacted message and call stack. */
export function loggableError(error: unknown) {
  return {
    errorClass: error instanceof Error ? error.constructor.name : typeof error,
    sqlState: sqlState(error),
    message: redactedMessage(error),
    stack: frames(error),
  };
}

/**
 * Turns any thrown value into a JSON `{ message }` answer. Input the database refuses (a value out of range, a
 * duplicate) is a 4xx too; a statement cancelled by the statement timeout or a database going away is a 503;
 * unexpected errors are logged (class, SQL state, a redacted message, the call stack; never the statement or its
 * parameters) and hide their details.
 */
export function answerError(error: unknown, c: Context, logger: Logger = defaultLogger()) {
  if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof HttpError) return answerHttpError(c, error);
  if (error instanceof z.ZodError) {
    return answerHttpError(c, refuse('validation_failed', error.issues[0]?.message ?? 'Invalid request'));
  }
  if (error instanceof SyntaxError)
    return answerHttpError(c, refuse('invalid_json', 'The request body is not valid JSON'));
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorBody(error.status, error.message || 'Invalid request'), error.status);
  }
  const requestId = c.get('requestId');
  const refusal = databaseRefusal(error);
  if (refusal) {
    logger.warn({ event: 'database refused input', requestId, sqlState: refusal.code });
    return c.json(errorBody(refusal.status, refusal.message, refusal.refusal), refusal.status);
  }
  const state = sqlState(error);
  const unavailable = databaseUnavailable(state);
  if (unavailable) {
    logger.warn({ event: 'database unavailable', requestId, sqlState: state });
    c.header('Retry-After', '5');
    return c.json(unavailable, 503);
  }
  logger.error({ event: 'unexpected error', requestId, ...loggableError(error) });
  return c.json(errorBody(500, 'Internal server error'), 500);
}
