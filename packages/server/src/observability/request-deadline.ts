import type { MiddlewareHandler } from 'hono';

/** The answer of a request past its deadline. */
export const REQUEST_TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
/** The stable `code` of that answer, for clients and dashboards. */
export const REQUEST_TIMEOUT_CODE = 'request_timeout';

/**
 * Multipart uploads carry up to three 2 MB images, which a phone on a slow network takes a while to send: they get
 * this many deadlines.
 */
const UPLOAD_DEADLINES = 4;

/**
 * Answers 503 `{ message, code: 'request_timeout' }` with `Retry-After` when a request is not answered within
 * `timeoutMs` (waiting for a pool connection, a slow statement), so a client never hangs. The work itself goes on
 * until it ends or the statement timeout cancels it; it is still counted as in flight, so a shutdown waits for it.
 */
export function requestDeadline(timeoutMs: number): MiddlewareHandler {
  return async (c, next) => {
    const upload = c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<true>((resolve) => {
      timer = setTimeout(() => resolve(true), upload ? timeoutMs * UPLOAD_DEADLINES : timeoutMs);
    });
    const work = next().then(() => false);
    // A failure of work that ends after the deadline has nobody left to answer: it must not become an unhandled one.
    work.catch(() => {});
    const late = await Promise.race([work, expired]).finally(() => clearTimeout(timer));
    if (late) {
      c.header('Retry-After', '5');
      return c.json({ message: REQUEST_TIMEOUT_MESSAGE, code: REQUEST_TIMEOUT_CODE }, 503);
    }
  };
}
