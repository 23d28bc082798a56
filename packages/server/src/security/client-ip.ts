import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** What a request has no socket address for (requests made in-process with `app.request`). */
const UNKNOWN_IP = 'unknown';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_IP;
  } catch {
    return UNKNOWN_IP;
  }
}

/**
 * The client's IP: the socket's peer, or behind a trusted reverse proxy (`trustProxy`) the last address of
 * `X-Forwarded-For`, the one the proxy itself appended (earlier entries are whatever the client sent).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c).replace(/^::ffff:/, '');
}
