import { randomUUID } from 'node:crypto';

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's id: the client's `X-Request-Id` when it is a sane token, else a new UUID. */
    requestId: string;
  }
}

/** Letters, digits and `-_.:=` (UUIDs, ULIDs, base64url, a proxy's `host:pid:n`), at most 128 of them. */
const SANE_ID = /^[\w.:=-]{1,128}$/;

/**
 * The id a request is logged under: the incoming `X-Request-Id` (set by a proxy or a client, so one id follows a
 * request through every hop) when it is a sane token; anything else is replaced, so a client cannot write arbitrary
 * text into the log.
 */
export function requestIdFrom(header: string | undefined): string {
  return header && SANE_ID.test(header) ? header : randomUUID();
}
