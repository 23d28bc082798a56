/** Why a call failed: the server said no, the network failed, the caller aborted, or an answer/request was malformed. */
export type ApiErrorKind = 'http' | 'network' | 'aborted' | 'malformed-answer' | 'invalid-request';

import type { RefusalCode, RefusalParams } from '../wire/errors';

/** Options of an `ApiError` beyond its status and message. */
export interface ApiErrorOptions {
  kind?: ApiErrorKind;
  /** Why the server refused, for programs (`REFUSALS`): its answer's code, or the code of a known legacy text. */
  code?: string | undefined;
  /** What the refusal's text names (a product, a number), by the names `REFUSALS` gives. */
  params?: RefusalParams | undefined;
  /** The text the server sent, when it sent one (the message falls back to the caller's text otherwise). */
  serverMessage?: string | undefined;
  /** What was wrong with a malformed answer or an invalid request. */
  details?: string[];
  /** The parsed error body, for debugging. */
  body?: unknown;
  cause?: unknown;
}

/** The one error every call rejects with; `message` is ready to show (server text, else the call's fallback). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network error, abort, invalid request). */
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly serverMessage: string | undefined;
  /**
   * Why the server refused, when it said in a way a program can read: one of `REFUSALS`' codes (a newer server may
   * send one this client does not list); undefined for other failures.
   */
  readonly code: RefusalCode | (string & {}) | undefined;
  readonly params: RefusalParams;
  readonly details: string[];
  readonly body: unknown;

  constructor(status: number, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.kind = options.kind ?? 'http';
    this.serverMessage = options.serverMessage;
    this.code = options.code;
    this.params = options.params ?? {};
    this.details = options.details ?? [];
    this.body = options.body;
  }

  /** True when the caller cancelled the request through its AbortSignal. */
  get aborted(): boolean {
    return this.kind === 'aborted';
  }
}

/** Narrows an unknown rejection to `ApiError`. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
