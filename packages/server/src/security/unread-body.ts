import type { MiddlewareHandler } from 'hono';

/**
 * Marks an answer `Connection: close` when it goes out before the request body was read (a 401 or a bad id refused
 * first). The node adapter then discards the rest of the body and may drop the socket; without the header a
 * keep-alive client would send its next request down that socket and see it cut ("other side closed").
 */
export function closeAfterUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const request = c.req.raw;
    if (request.body !== null && !request.bodyUsed) c.header('Connection', 'close');
  };
}
