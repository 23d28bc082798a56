/**
 * The machine-readable `code` every 4xx answer of the reference server carries next to its `message`, by status.
 * Clients branch on the code, never on the message text (which is for people and may change).
 */
export const ERROR_CODES = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
} as const;

/** A 4xx status the reference server answers. */
export type ErrorStatus = keyof typeof ERROR_CODES;

/** The code of a 4xx answer. */
export type ErrorCode = (typeof ERROR_CODES)[ErrorStatus];

/** The code of an unexpected server error (500). */
export const INTERNAL_ERROR_CODE = 'internal_error';

/** A 4xx status a route may refuse with any other status than those listed (e.g. a framework's 405). */
export const OTHER_REFUSAL_CODE = 'request_refused';

/** The `code` for an error answer of `status`. */
export function errorCodeOf(status: number): string {
  if (status in ERROR_CODES) return ERROR_CODES[status as ErrorStatus];
  return status >= 500 ? INTERNAL_ERROR_CODE : OTHER_REFUSAL_CODE;
}
