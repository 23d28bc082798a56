import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../errors';
import { MAX_JSON_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from './upload-limits';

/** A refused body is read and dropped up to this size, so the client gets to read the 413; past it, the socket closes. */
const MAX_DRAINED_BYTES = 32 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Reads the unread request body into nothing, up to `MAX_DRAINED_BYTES`. */
async function drain(c: Context) {
  const body = c.req.raw.body;
  if (!body || body.locked) return;
  const reader = body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > MAX_DRAINED_BYTES) return void (await reader.cancel());
    }
  } catch {
    // The client went away: nothing left to answer.
  }
}

function limit(maxSize: number, message: string): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: async (c) => {
      await drain(c);
      return c.json(errorBody(413, message), 413);
    },
  });
}

/**
 * Request body limits: multipart forms may carry a review's three 2 MB images and their fields, every other body
 * (JSON) at most 1 MB. Too big → 413 `{ message }`, before the body is parsed.
 */
export function bodyLimits(): MiddlewareHandler {
  const multipart = limit(
    MAX_MULTIPART_BODY_BYTES,
    `The upload is too large: at most 3 images of 2MB each (${megabytes(MAX_MULTIPART_BODY_BYTES)} in all).`,
  );
  const other = limit(MAX_JSON_BODY_BYTES, `The request body is too large: at most ${megabytes(MAX_JSON_BODY_BYTES)}.`);
  return (c, next) => {
    const type = c.req.header('content-type')?.toLowerCase() ?? '';
    return type.startsWith('multipart/form-data') ? multipart(c, next) : other(c, next);
  };
}
